import { describe, expect, it } from '@jest/globals';
import { adderFieldIds, sumFieldValue } from './sum-field.js';

describe('sum field', () => {
  const values: Record<string, unknown> = { a: 1.1, b: '2.2', c: 'n/a', d: null, e: 0.005, f: -1 };

  it('adds the numeric values of its fields to two decimals; others count 0', () => {
    expect(sumFieldValue(['a', 'b'], (id) => values[id])).toBe(3.3);
    expect(sumFieldValue(['a', 'c', 'd', 'missing'], (id) => values[id])).toBe(1.1);
    expect(sumFieldValue(['e'], (id) => values[id])).toBe(0.01);
    expect(sumFieldValue(['a', 'f'], (id) => values[id])).toBe(0.1);
    expect(sumFieldValue([], (id) => values[id])).toBe(0);
    expect(sumFieldValue(['f', 'e'], () => -0.001)).toBe(0);
  });

  it('reads adderFieldIds as a list or comma-separated text', () => {
    expect(adderFieldIds(['a', ' b ', ''])).toEqual(['a', 'b']);
    expect(adderFieldIds('a, b,,c')).toEqual(['a', 'b', 'c']);
    expect(adderFieldIds(undefined)).toEqual([]);
    expect(adderFieldIds([1, 'a'])).toEqual(['a']);
  });
});
