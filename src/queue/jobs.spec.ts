import { describe, expect, it } from '@jest/globals';
import { deadLetterQueue, JOBS, type JobKind } from './jobs.js';

const kinds: JobKind[] = Object.values(JOBS);

describe('the job kinds', () => {
  it('have names of their own, dead-letter queues included, that pg-boss takes', () => {
    const names = [...kinds.map((kind) => kind.name), ...kinds.map(deadLetterQueue)];
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z-]*$/);
  });

  it('each retry, after a delay, and give a run up after a timeout', () => {
    for (const kind of kinds) {
      expect(kind.retries).toBeGreaterThanOrEqual(1);
      expect(kind.retryDelaySeconds).toBeGreaterThanOrEqual(1);
      expect(kind.timeoutSeconds).toBeGreaterThan(kind.retryDelaySeconds);
      expect(kind.concurrency ?? 1).toBeGreaterThanOrEqual(1);
    }
  });

  it('close the billing cycles every hour, on the hour', () => {
    expect(JOBS.billingCycles.cron).toBe('0 * * * *');
  });
});
