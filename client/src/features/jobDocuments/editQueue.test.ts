import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EditQueue } from './editQueue';

type Changes = { name?: string; visible?: boolean };

describe('EditQueue', () => {
  let sent: [string, Changes][];
  let queue: EditQueue<Changes>;

  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    queue = new EditQueue<Changes>(1000, (id, changes) => {
      sent.push([id, changes]);
      return Promise.resolve();
    });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends a record’s changes, merged, after 1 s without another change to it', () => {
    queue.add('a', { name: 'L' });
    jest.advanceTimersByTime(900);
    queue.add('a', { name: 'Lift' });
    queue.add('a', { visible: true });
    jest.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([['a', { name: 'Lift', visible: true }]]);
  });

  it('tells a send whether newer changes to its record came after it', async () => {
    const answers: (() => void)[] = [];
    const superseded: boolean[] = [];
    const slow = new EditQueue<Changes>(1000, async (_id, _changes, isSuperseded) => {
      await new Promise<void>((resolve) => answers.push(resolve));
      superseded.push(isSuperseded());
    });
    const answer = async (index: number) => {
      answers[index]();
      // Lets the send's continuation after the answer run.
      for (let tick = 0; tick < 3; tick += 1) await Promise.resolve();
    };
    slow.add('a', { name: 'A' });
    jest.advanceTimersByTime(1000);
    slow.add('a', { name: 'AB' }); // while the first call is on its way
    await answer(0);
    jest.advanceTimersByTime(1000);
    await answer(1);
    expect(superseded).toEqual([true, false]);
  });

  it('keeps records apart', () => {
    queue.add('a', { name: 'A' });
    jest.advanceTimersByTime(500);
    queue.add('b', { name: 'B' });
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([['a', { name: 'A' }]]);
    jest.advanceTimersByTime(500);
    expect(sent).toEqual([
      ['a', { name: 'A' }],
      ['b', { name: 'B' }],
    ]);
  });

  it('drops a cancelled record’s changes and sends the rest at once on flush', () => {
    queue.add('a', { name: 'A' });
    queue.add('b', { visible: false });
    queue.cancel('a');
    queue.flush();
    expect(sent).toEqual([['b', { visible: false }]]);
    jest.advanceTimersByTime(2000);
    expect(sent).toHaveLength(1);
  });
});
