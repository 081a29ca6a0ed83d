import { describe, expect, it } from '@jest/globals';
import Big from 'big.js';
import {
  centsToDollars,
  dollarsToCents,
  givenCentsOrNull,
  minutesToHours,
  roundToStep,
  toDecimal,
  typedDollarsToCents,
} from './decimal.js';

describe('decimal', () => {
  it('reads numbers as they print and numeric text, nothing else', () => {
    expect(toDecimal(19.99)?.toString()).toBe('19.99');
    expect(toDecimal(' 12.50 ')?.toString()).toBe('12.5');
    expect(toDecimal('-3')?.toString()).toBe('-3');
    expect(toDecimal('.5')?.toString()).toBe('0.5');
    expect(toDecimal('1e3')?.toString()).toBe('1000');
    for (const value of [
      '',
      ' ',
      'abc',
      '12abc',
      '1,000',
      '$5',
      NaN,
      Infinity,
      '1e999',
      null,
      undefined,
      true,
      {},
      [],
    ]) {
      expect(toDecimal(value)).toBeNull();
    }
  });

  it('reads very long text in linear time', () => {
    const started = performance.now();
    expect(toDecimal(`${'9'.repeat(100_000)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('turns dollars into whole cents half-up, where float arithmetic would not', () => {
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents('0.285')).toBe(29);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(-0.005)).toBe(-1);
    expect(dollarsToCents('ten')).toBeNull();
    expect(centsToDollars(4998)).toBe(49.98);
  });

  it('reads typed dollars (a quoted cost) as whole cents half-up, as a quote line of the same amount is', () => {
    for (const [typed, cents] of [
      [1.005, 101],
      ['10.075', 1008],
      [1250.5, 125050],
      ['1250.50', 125050],
      [' $1,250.5 ', 125050],
      ['0.1', 10],
      [19.99, 1999],
    ] as const) {
      expect(typedDollarsToCents(typed)).toBe(cents);
      expect(typedDollarsToCents(typed)).toBe(dollarsToCents(String(typed).replace(/[\s$,]/g, '')));
    }
  });

  it('reads a negative or empty typed amount as none, and text that is no amount as undefined', () => {
    expect(typedDollarsToCents(-1)).toBeNull();
    expect(typedDollarsToCents('-0.01')).toBeNull();
    expect(typedDollarsToCents('')).toBeNull();
    expect(typedDollarsToCents(null)).toBeNull();
    expect(typedDollarsToCents('ten')).toBeUndefined();
    expect(typedDollarsToCents('0x10')).toBeUndefined();
  });

  it('rounds cents given as such half-up to whole cents, and drops negative or missing ones', () => {
    expect(givenCentsOrNull(100.4)).toBe(100);
    expect(givenCentsOrNull(100.5)).toBe(101);
    expect(givenCentsOrNull(-5)).toBeNull();
    expect(givenCentsOrNull(undefined)).toBeNull();
    expect(givenCentsOrNull(null)).toBeNull();
  });

  it('rounds to a step half-up, or up', () => {
    expect(roundToStep(new Big(15), 30).toNumber()).toBe(30);
    expect(roundToStep(new Big(14.99), 30).toNumber()).toBe(0);
    expect(roundToStep(new Big(61), 5, true).toNumber()).toBe(65);
    expect(roundToStep(new Big(60), 5, true).toNumber()).toBe(60);
  });

  it('gives minutes as hours to two decimals', () => {
    expect(minutesToHours(new Big(25))).toBe(0.42);
    expect(minutesToHours(new Big(1))).toBe(0.02);
    expect(minutesToHours(new Big(450))).toBe(7.5);
  });
});
