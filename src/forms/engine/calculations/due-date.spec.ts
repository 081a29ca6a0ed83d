import { describe, expect, it } from '@jest/globals';
import { dueDate, paymentTermDays } from './due-date.js';

describe('due date', () => {
  it('takes the first number of the payment terms as days', () => {
    expect(paymentTermDays('Net 30')).toBe(30);
    expect(paymentTermDays('2/10 Net 30')).toBe(2);
    expect(paymentTermDays('Due in 15 days')).toBe(15);
    expect(paymentTermDays(45)).toBe(45);
  });

  it('counts terms without a number as due on the invoice date', () => {
    expect(paymentTermDays('Due on receipt')).toBe(0);
    expect(paymentTermDays('')).toBe(0);
    expect(paymentTermDays(null)).toBe(0);
    expect(paymentTermDays(-5)).toBe(0);
    expect(paymentTermDays({ value: 'Net 30' })).toBe(0);
  });

  it('is the invoice date plus those days, in the invoice date’s form', () => {
    expect(dueDate('2026-11-24', 'Net 30')).toBe('2026-12-24');
    expect(dueDate('2026-12-15', 'Net 30')).toBe('2027-01-14');
    expect(dueDate('2026-11-24T09:00', 'Net 7')).toBe('2026-12-01T09:00');
    expect(dueDate('2026-11-24', 'Due on receipt')).toBe('2026-11-24');
  });

  it('is null without a readable invoice date or past the year 9999', () => {
    expect(dueDate('', 'Net 30')).toBeNull();
    expect(dueDate('24/11/2026', 'Net 30')).toBeNull();
    expect(dueDate(null, 'Net 30')).toBeNull();
    expect(dueDate('2026-11-24', 'Net 99999999999999999999')).toBeNull();
  });
});
