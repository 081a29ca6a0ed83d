import { describe, expect, it } from '@jest/globals';
import { complexJob, DAY_JOBS } from './dispatch.fixtures';
import { cardConflicts, fromComplex } from './dispatchJobs';

/** A job of two days whose further task, with its own crew and asset, runs on the second. */
function twoTaskJob() {
  const job = complexJob({ ...DAY_JOBS[0], startDate: '2026-03-04', endDate: '2026-03-05' });
  const lift = { ...job.tasks[0], id: 'task-lift', name: 'Lift', startDate: '2026-03-05', endDate: '2026-03-05' };
  return { ...job, tasks: [job.tasks[0], { ...lift, assetIds: ['asset-9'], userIds: ['user-9'] }] };
}

describe('fromComplex', () => {
  it('gives a job with one task one card under its own id', () => {
    const [card, ...others] = fromComplex(complexJob(DAY_JOBS[0]), '2026-03-04');
    expect(others).toEqual([]);
    expect(card).toMatchObject({ key: DAY_JOBS[0].id, taskId: `task-${DAY_JOBS[0].id}`, name: DAY_JOBS[0].name });
  });

  it('gives each task running that day a card of its own with its dates, crew and assets', () => {
    const job = twoTaskJob();
    expect(fromComplex(job, '2026-03-04').map((card) => card.taskId)).toEqual([job.tasks[0].id]);
    const [first, lift] = fromComplex(job, '2026-03-05');
    expect(first).toMatchObject({ key: job.id, taskId: job.tasks[0].id, endDate: '2026-03-05' });
    expect(lift).toMatchObject({
      key: 'task-lift',
      taskId: 'task-lift',
      name: `${job.name} · Lift`,
      startDate: '2026-03-05',
      assetIds: ['asset-9'],
      userIds: ['user-9'],
    });
  });
});

describe('cardConflicts', () => {
  it("keeps the day's double bookings of the card's own assets", () => {
    const [first, lift] = fromComplex(twoTaskJob(), '2026-03-05');
    const conflict = { jobId: 'job-2', jobName: 'Other job' };
    const bookings = { conflicts: { [first.id]: { 'asset-9': [conflict] } }, assetNames: {} };
    expect(cardConflicts(bookings, first)).toEqual({});
    expect(cardConflicts(bookings, lift)).toEqual({ 'asset-9': [conflict] });
  });
});
