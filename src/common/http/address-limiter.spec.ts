import { describe, expect, it } from '@jest/globals';
import { AddressLimiter } from './address-limiter.js';

describe('AddressLimiter', () => {
  it('lets an address make `limit` requests a window, then says how long to wait, and counts addresses apart', () => {
    let now = 1_000_000;
    const limiter = new AddressLimiter(2, 60_000, () => now);
    expect([limiter.take('a'), limiter.take('a')]).toEqual([0, 0]);
    now += 15_000;
    expect(limiter.take('a')).toBe(45);
    expect(limiter.take('b')).toBe(0);
    now += 45_000;
    expect(limiter.take('a')).toBe(0);
  });
});
