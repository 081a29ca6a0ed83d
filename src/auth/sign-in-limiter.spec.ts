import { describe, expect, it } from '@jest/globals';
import { SignInLimiter } from './sign-in-limiter.js';

describe('SignInLimiter', () => {
  it('blocks a key after the allowed failures until the window passes', () => {
    let now = 0;
    const limiter = new SignInLimiter(3, 60_000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(limiter.retryAfter('a')).toBe(0);
      limiter.fail('a');
      now += 1000;
    }
    expect(limiter.retryAfter('a')).toBe(57);
    expect(limiter.retryAfter('b')).toBe(0);
    now = 60_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets failures after a success', () => {
    const limiter = new SignInLimiter(2, 60_000);
    limiter.fail('a');
    limiter.succeed('a');
    limiter.fail('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
