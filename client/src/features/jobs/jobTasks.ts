import { z } from 'zod';
import type { AnalyticsEventName } from '../../api/analytics';
import { dateRangeProblem, DEFAULT_TIMEZONE, REQUIRED, timesProblem } from './jobFormRules';
import type { JobTask } from './jobs';

/*
 * The tasks of a complex job (spec 2 §1, docs/jobs.md "Tasks"): each with its own dates, times, timezone, crew and
 * assets. The first task is the job's own: its dates are the job's and it cannot be removed.
 */

/** What the task editor holds; the field names are the job form's, so its schedule and crew parts serve both. */
export interface TaskValues {
  name: string;
  taskType: string;
  /** yyyy-MM-dd; both or neither. */
  startDate: string | null;
  endDate: string | null;
  /** HH:mm */
  startTime: string | null;
  endTime: string | null;
  timezone: string | null;
  crew: string[];
  assets: string[];
  notes: string;
}

/** The job a task belongs to, as far as a new task's defaults need it. */
export interface TaskJob {
  name: string;
  startDate: string | null;
  endDate: string | null;
  timezone: string | null;
}

/** "Task 2": the name a task without one is listed under (1-based position). */
export const taskLabel = (task: Pick<JobTask, 'name'>, index: number) => task.name.trim() || `Task ${index + 1}`;

/** A new task: the job's dates and timezone, nothing assigned yet. */
export function newTaskValues(job: TaskJob): TaskValues {
  return {
    name: '',
    taskType: '',
    startDate: job.startDate,
    endDate: job.endDate,
    startTime: null,
    endTime: null,
    timezone: job.timezone ?? DEFAULT_TIMEZONE,
    crew: [],
    assets: [],
    notes: '',
  };
}

export function taskValues(task: JobTask, job: TaskJob): TaskValues {
  return {
    name: task.name,
    taskType: task.taskType,
    startDate: task.startDate,
    endDate: task.endDate,
    startTime: task.startTime ?? null,
    endTime: task.endTime ?? null,
    timezone: task.timezone ?? job.timezone ?? DEFAULT_TIMEZONE,
    crew: task.userIds,
    assets: task.assetIds,
    notes: task.notes,
  };
}

/**
 * Spec 2 §4–§5 for a task, as the server checks them (src/jobs/job-writer.service.ts): both dates or neither, the
 * end at most 5 years after the start, and on a single day the start time not after the end time.
 */
export const taskSchema = z
  .object({
    name: z.string(),
    taskType: z.string(),
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    startTime: z.string().nullable(),
    endTime: z.string().nullable(),
    timezone: z.string().nullable(),
    crew: z.array(z.string()),
    assets: z.array(z.string()),
    notes: z.string(),
  })
  .superRefine((values, context) => {
    const { startDate, endDate } = values;
    if (!startDate !== !endDate) {
      context.addIssue({ code: 'custom', path: [startDate ? 'endDate' : 'startDate'], message: REQUIRED });
    }
    const rangeProblem = startDate && endDate ? dateRangeProblem(startDate, endDate, 'complex') : null;
    if (rangeProblem) context.addIssue({ code: 'custom', path: ['endDate'], message: rangeProblem });
    const timeProblem = timesProblem(values);
    if (timeProblem) context.addIssue({ code: 'custom', path: ['endTime'], message: timeProblem });
  });

/**
 * The fields `addComplexTask` / `updateComplexTask` take. The first task's dates are the job's, so they are not
 * sent for it.
 */
export function taskInput(values: TaskValues, { first }: { first: boolean }) {
  return {
    name: values.name.trim(),
    taskType: values.taskType.trim(),
    ...(first ? {} : { startDate: values.startDate, endDate: values.endDate }),
    startTime: values.startTime,
    endTime: values.endTime,
    timezone: values.timezone,
    userIds: values.crew,
    assetIds: values.assets,
    notes: values.notes,
  };
}

/** Spec 1 §9: a saved task whose start or end time changed records "task start/end time adjusted". */
export function timeEvents(before: TaskValues | null, after: TaskValues): AnalyticsEventName[] {
  const events: AnalyticsEventName[] = [];
  if (after.startTime !== (before?.startTime ?? null)) events.push('task start time adjusted');
  if (after.endTime !== (before?.endTime ?? null)) events.push('task end time adjusted');
  return events;
}

/** The days the job's tasks run on, from the first start to the last end: what its double-booking check covers. */
export function tasksSpan(
  jobDates: [string | null, string | null],
  tasks: Pick<JobTask, 'startDate' | 'endDate'>[],
): [string | null, string | null] {
  const ranges = [jobDates, ...tasks.map(({ startDate, endDate }) => [startDate, endDate] as const)].filter(
    (range): range is [string, string] => !!range[0] && !!range[1],
  );
  if (!ranges.length) return [null, null];
  const starts = ranges.map(([start]) => start).sort();
  const ends = ranges.map(([, end]) => end).sort();
  return [starts[0], ends[ends.length - 1]];
}
