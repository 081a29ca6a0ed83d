import { describe, expect, it } from '@jest/globals';
import { exportBatches, type ExportQuery } from './export-batches.js';

describe('exportBatches', () => {
  const query: ExportQuery = { sql: 'SELECT …', parameters: ['account', 'form', -1], afterIndex: 2, batch: 3 };

  it('reads by keyset after the last number read until a batch comes back short', async () => {
    const numbers = [1, 2, 4, 5, 7, 9, 10];
    const calls: unknown[][] = [];
    const run = (_sql: string, parameters: unknown[]) => {
      calls.push(parameters);
      const after = parameters[2] as number;
      return Promise.resolve(
        numbers
          .filter((number) => number > after)
          .slice(0, 3)
          .map((number) => ({ number })),
      );
    };
    const read: number[][] = [];
    for await (const rows of exportBatches(run, query)) read.push(rows.map((row) => row.number));
    expect(read).toEqual([[1, 2, 4], [5, 7, 9], [10]]);
    expect(calls).toEqual([
      ['account', 'form', 0],
      ['account', 'form', 4],
      ['account', 'form', 9],
    ]);
    // The query's own parameters are left as they were.
    expect(query.parameters).toEqual(['account', 'form', -1]);
  });

  it('asks once more after a full last batch, and yields nothing for an empty one', async () => {
    const run = (_sql: string, parameters: unknown[]) =>
      Promise.resolve((parameters[2] as number) === 0 ? [{ number: 1 }, { number: 2 }, { number: 3 }] : []);
    const read: number[][] = [];
    for await (const rows of exportBatches(run, query)) read.push(rows.map((row) => row.number));
    expect(read).toEqual([[1, 2, 3]]);
  });
});
