import { describe, expect, it } from '@jest/globals';
import { PdfBusyError } from './pdf-errors.js';
import { Slots } from './slots.js';

const settled = async (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      () => 'rejected',
    ),
    new Promise((resolve) => setImmediate(resolve, 'pending')),
  ]);

describe('page slots', () => {
  it('hands out its places, then queues requests in order and passes places on', async () => {
    const slots = new Slots(2, 5, 10_000);
    const first = await slots.acquire();
    const second = await slots.acquire();
    expect(slots.busy).toBe(2);
    const third = slots.acquire();
    const fourth = slots.acquire();
    expect(slots.queued).toBe(2);
    expect(await settled(third)).toBe('pending');
    first();
    first(); // a second release of the same place changes nothing
    expect(await settled(third)).toBe('resolved');
    expect(await settled(fourth)).toBe('pending');
    second();
    expect(await settled(fourth)).toBe('resolved');
    (await third)();
    (await fourth)();
    expect([slots.busy, slots.queued]).toEqual([0, 0]);
  });

  it('refuses at once when the waiting line is full', async () => {
    const slots = new Slots(1, 1, 10_000);
    const release = await slots.acquire();
    const waiting = slots.acquire();
    await expect(slots.acquire()).rejects.toThrow(PdfBusyError);
    release();
    (await waiting)();
  });

  it('refuses a request that waited too long, and forgets it', async () => {
    const slots = new Slots(1, 3, 20);
    const release = await slots.acquire();
    const error = await slots.acquire().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfBusyError);
    expect((error as PdfBusyError).getStatus()).toBe(503);
    expect(slots.queued).toBe(0);
    release();
    expect(slots.busy).toBe(0);
  });

  it('refuses a request sooner when it has less time than the line allows', async () => {
    const slots = new Slots(1, 3, 10_000);
    const release = await slots.acquire();
    const startedAt = Date.now();
    await expect(slots.acquire(20)).rejects.toThrow(PdfBusyError);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(slots.queued).toBe(0);
    release();
  });

  it('refuses waiting and new requests once closed', async () => {
    const slots = new Slots(1, 3, 10_000);
    await slots.acquire();
    const waiting = slots.acquire();
    slots.close();
    await expect(waiting).rejects.toThrow('shutting down');
    await expect(slots.acquire()).rejects.toThrow('shutting down');
  });
});
