import { describe, expect, it } from '@jest/globals';
import { taskBars } from './scheduleJobs';

const job = {
  id: 'job-1',
  number: 'C-1',
  name: 'Blade swap',
  status: 'SCHEDULED',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  color: { code: '#123456' },
};
const task = (id: string, name: string, startDate: string | null, endDate: string | null) => ({
  id,
  name,
  startDate,
  endDate,
});

describe('task bars', () => {
  it('draws a job with one task as one bar over its dates', () => {
    expect(taskBars({ ...job, tasks: [task('t1', 'Main', '2026-03-02', '2026-03-03')] })).toEqual([
      {
        id: 'job-1',
        number: 'C-1',
        name: 'Blade swap',
        status: 'scheduled',
        startDate: '2026-03-02',
        endDate: '2026-03-03',
        color: '#123456',
      },
    ]);
  });

  it("draws each dated task of a job with several on its own days, the first on the job's", () => {
    const bars = taskBars({
      ...job,
      tasks: [
        task('t1', 'Rig', null, null),
        task('t2', '', '2026-03-05', '2026-03-05'),
        task('t3', 'Demobilize', '2026-03-09', '2026-03-10'),
        task('t4', 'Someday', null, null),
      ],
    });
    expect(bars.map(({ id, taskId, name, startDate, endDate }) => [id, taskId, name, startDate, endDate])).toEqual([
      ['job-1', 't1', 'Blade swap · Rig', '2026-03-02', '2026-03-03'],
      ['job-1', 't2', 'Blade swap · Task 2', '2026-03-05', '2026-03-05'],
      ['job-1', 't3', 'Blade swap · Demobilize', '2026-03-09', '2026-03-10'],
    ]);
  });
});
