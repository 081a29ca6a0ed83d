import { describe, expect, it } from '@jest/globals';
import { MAX_CENTS } from './decimal.js';
import {
  amountInput,
  computeLineItemTotals,
  lineItemTotalCents,
  newQuoteLineItem,
  percentInput,
} from './line-items.js';

const item = (quantity: unknown, rate: unknown) => ({ name: 'Crane hour', quantity, rate, unit: 'hr', notes: '' });

describe('line items', () => {
  it('makes a negative or unreadable input 0 and keeps the 0.01 step', () => {
    expect(amountInput(-5)).toBe(0);
    expect(amountInput('-0.01')).toBe(0);
    expect(amountInput('abc')).toBe(0);
    expect(amountInput('')).toBe(0);
    expect(amountInput('12.5')).toBe(12.5);
    expect(amountInput(1.005)).toBe(1.01);
    expect(amountInput(2.994)).toBe(2.99);
  });

  it('clamps surcharge and tax percentages to 0..100', () => {
    expect(percentInput(-3)).toBe(0);
    expect(percentInput(150)).toBe(100);
    expect(percentInput('8.875')).toBe(8.875);
    expect(percentInput(null)).toBe(0);
  });

  it('starts a quote line at quantity 1.00 with the pricebook rate', () => {
    expect(newQuoteLineItem({ id: 'pb-1', name: '90t crane', unit: 'hr', rate: 285 })).toEqual({
      pricebookItemId: 'pb-1',
      name: '90t crane',
      quantity: 1,
      rate: 285,
      unit: 'hr',
      notes: '',
    });
    expect(newQuoteLineItem({ id: 'pb-2', name: 'Mobilisation' })).toMatchObject({ rate: 0, unit: '' });
  });

  it('totals an item as quantity × rate, half-up to the cent', () => {
    expect(lineItemTotalCents(item(2.5, 19.99))).toBe(4998);
    expect(lineItemTotalCents(item('3', '0.335'))).toBe(102);
    expect(lineItemTotalCents(item(-2, 100))).toBe(0);
    expect(lineItemTotalCents(null)).toBe(0);
  });

  it('computes subtotal, discount, surcharge and tax on the discounted amount, and the total', () => {
    const items = [item(2.5, 19.99), item(8, 285), item(1, 450)];
    expect(computeLineItemTotals(items, { discount: 100, surchargePercent: 3.5, taxPercent: 8.25 })).toEqual({
      subtotalCents: 277_998, // 49.98 + 2,280.00 + 450.00
      discountCents: 10_000,
      discountedCents: 267_998,
      surchargeCents: 9_380, // 3.5 % of 2,679.98 = 93.7993
      taxCents: 22_110, // 8.25 % of 2,679.98 = 221.09835
      totalCents: 299_488,
    });
  });

  it('treats the discount as an amount: never negative, at most the subtotal', () => {
    const items = [item(1, 50)];
    expect(computeLineItemTotals(items, { discount: -20 }).totalCents).toBe(5000);
    expect(computeLineItemTotals(items, { discount: 80, taxPercent: 10 })).toMatchObject({
      discountCents: 5000,
      discountedCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it('clamps the percentages while totalling', () => {
    expect(computeLineItemTotals([item(1, 10)], { surchargePercent: 250, taxPercent: -8 })).toMatchObject({
      surchargeCents: 1000,
      taxCents: 0,
      totalCents: 2000,
    });
  });

  it('totals nothing as 0', () => {
    expect(computeLineItemTotals([]).totalCents).toBe(0);
  });

  it('flags a total beyond what the money columns hold', () => {
    const totals = computeLineItemTotals([item(1e6, 1e7)]);
    expect(totals.error).toBe('The total must be at most $10,000,000,000.00.');
    expect(MAX_CENTS).toBe(1e12);
    expect(computeLineItemTotals([item(1, 1e10)]).error).toBeUndefined();
  });
});
