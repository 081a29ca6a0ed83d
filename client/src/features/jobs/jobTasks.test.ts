import { describe, expect, it } from '@jest/globals';
import { aComplexJob } from './dashboard.fixtures';
import { newTaskValues, taskInput, taskLabel, taskSchema, tasksSpan, taskValues, timeEvents } from './jobTasks';

const job = { name: 'Blade swap', startDate: '2026-03-02', endDate: '2026-03-04', timezone: 'America/Denver' };
const issues = (values: object) =>
  taskSchema.safeParse(values).error?.issues.map(({ path, message }) => [path.join('.'), message]) ?? [];

describe('job tasks', () => {
  it("starts a new task on the job's dates and timezone, and edits a task from its record", () => {
    expect(newTaskValues(job)).toEqual({
      name: '',
      taskType: '',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      startTime: null,
      endTime: null,
      timezone: 'America/Denver',
      crew: [],
      assets: [],
      notes: '',
    });
    const [first] = aComplexJob().tasks;
    expect(taskValues({ ...first, timezone: null }, job)).toMatchObject({
      name: 'Blade swap',
      startTime: '06:00',
      timezone: 'America/Denver',
      crew: ['user-a', 'user-b'],
      assets: ['asset-1', 'asset-2'],
    });
    expect(taskLabel({ name: ' ' }, 2)).toBe('Task 3');
  });

  it('needs both dates or neither, an end at most 5 years on, and on one day a start time not after the end', () => {
    const values = newTaskValues(job);
    expect(issues(values)).toEqual([]);
    expect(issues({ ...values, startDate: null, endDate: null })).toEqual([]);
    expect(issues({ ...values, endDate: null })).toEqual([['endDate', 'Required']]);
    expect(issues({ ...values, startDate: null })).toEqual([['startDate', 'Required']]);
    expect(issues({ ...values, endDate: '2026-03-01' })).toEqual([
      ['endDate', 'End date must not be before the start date.'],
    ]);
    expect(issues({ ...values, endDate: '2031-03-03' })).toEqual([
      ['endDate', 'End date must be at most 5 years after the start date.'],
    ]);
    const oneDay = { ...values, endDate: '2026-03-02', startTime: '10:00', endTime: '09:00' };
    expect(issues(oneDay)).toEqual([['endTime', 'Start time must not be after end time.']]);
    expect(issues({ ...oneDay, endDate: '2026-03-03' })).toEqual([]);
  });

  it("sends every field, but not the first task's dates (the job's)", () => {
    const values = { ...newTaskValues(job), name: ' Lift ', crew: ['user-a'], startTime: '07:00' };
    expect(taskInput(values, { first: false })).toEqual({
      name: 'Lift',
      taskType: '',
      startDate: '2026-03-02',
      endDate: '2026-03-04',
      startTime: '07:00',
      endTime: null,
      timezone: 'America/Denver',
      userIds: ['user-a'],
      assetIds: [],
      notes: '',
    });
    expect(taskInput(values, { first: true })).not.toHaveProperty('startDate');
    expect(taskInput(values, { first: true })).not.toHaveProperty('endDate');
  });

  it('records "task start/end time adjusted" for the times that changed', () => {
    const before = newTaskValues(job);
    expect(timeEvents(before, { ...before, name: 'Renamed' })).toEqual([]);
    expect(timeEvents(before, { ...before, startTime: '06:00' })).toEqual(['task start time adjusted']);
    expect(timeEvents(before, { ...before, startTime: '06:00', endTime: '14:00' })).toEqual([
      'task start time adjusted',
      'task end time adjusted',
    ]);
    expect(timeEvents(null, { ...before, endTime: '14:00' })).toEqual(['task end time adjusted']);
  });

  it("spans the job's days and every dated task's", () => {
    const tasks = [
      { startDate: '2026-03-06', endDate: '2026-03-09' },
      { startDate: null, endDate: null },
      { startDate: '2026-02-27', endDate: '2026-02-27' },
    ];
    expect(tasksSpan(['2026-03-02', '2026-03-04'], tasks)).toEqual(['2026-02-27', '2026-03-09']);
    expect(tasksSpan([null, null], [])).toEqual([null, null]);
  });
});
