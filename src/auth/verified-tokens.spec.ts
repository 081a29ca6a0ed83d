import { describe, expect, it } from '@jest/globals';
import { VerifiedTokens } from './verified-tokens.js';

const NOW = 1_800_000_000_000;

/** A verifier that accepts tokens named `ok:<exp>` and counts its calls. */
function counted(clock: { now: number }, maxTokens?: number) {
  let calls = 0;
  const tokens = new VerifiedTokens(
    (token: string) => {
      calls += 1;
      if (!token.startsWith('ok:')) throw new Error('invalid signature');
      return { exp: Number(token.slice(3)) };
    },
    maxTokens,
    () => clock.now,
  );
  return { tokens, calls: () => calls };
}

describe('VerifiedTokens', () => {
  it('verifies a token once while it is valid, and again once it expired (which then fails as before)', () => {
    const clock = { now: NOW };
    const { tokens, calls } = counted(clock);
    const token = `ok:${NOW / 1000 + 60}`;
    expect(tokens.claimsOf(token)).toEqual({ exp: NOW / 1000 + 60 });
    expect(tokens.claimsOf(token)).toEqual({ exp: NOW / 1000 + 60 });
    expect(calls()).toBe(1);
    clock.now += 60_000; // exp reached: jsonwebtoken refuses at `now >= exp`
    tokens.claimsOf(token);
    expect(calls()).toBe(2);
  });

  it('keeps no token that failed, nor one without a valid time', () => {
    const clock = { now: NOW };
    const { tokens, calls } = counted(clock);
    expect(() => tokens.claimsOf('forged')).toThrow('invalid signature');
    expect(() => tokens.claimsOf('forged')).toThrow('invalid signature');
    tokens.claimsOf('ok:NaN');
    tokens.claimsOf('ok:NaN');
    expect(calls()).toBe(4);
  });

  it('stays within its size', () => {
    const clock = { now: NOW };
    const { tokens, calls } = counted(clock, 2);
    for (const exp of [60, 61, 62, 60]) tokens.claimsOf(`ok:${NOW / 1000 + exp}`);
    expect(calls()).toBe(4); // the third cleared the first two
  });
});
