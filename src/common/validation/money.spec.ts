import { describe, expect, it } from '@jest/globals';
import { centsOrNull, dollarsToCents } from './money.js';

describe('money', () => {
  it('turns dollars given as numbers or text into whole cents', () => {
    expect(dollarsToCents(1250.5)).toBe(125050);
    expect(dollarsToCents('1250.50')).toBe(125050);
    expect(dollarsToCents(' $1,250.5 ')).toBe(125050);
    expect(dollarsToCents('0.1')).toBe(10);
    expect(dollarsToCents(19.99)).toBe(1999);
  });

  it('answers null for a negative or empty amount, undefined for text that is no amount', () => {
    expect(dollarsToCents(-1)).toBeNull();
    expect(dollarsToCents('-0.01')).toBeNull();
    expect(dollarsToCents('')).toBeNull();
    expect(dollarsToCents(null)).toBeNull();
    expect(dollarsToCents('ten')).toBeUndefined();
  });

  it('rounds cents and drops negative ones', () => {
    expect(centsOrNull(100.4)).toBe(100);
    expect(centsOrNull(-5)).toBeNull();
    expect(centsOrNull(undefined)).toBeNull();
  });
});
