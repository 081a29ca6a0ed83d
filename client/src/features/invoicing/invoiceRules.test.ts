import { describe, expect, it } from '@jest/globals';
import { quoteStatusLabel } from './billing';
import {
  INVOICE_STATUSES,
  invoiceStatus,
  isFinal,
  isOverQuote,
  isUuid,
  moneyText,
  routeIds,
  SELECTABLE_STATUSES,
  statusChangeNote,
} from './invoiceRules';

describe('invoice statuses (spec 3 §4)', () => {
  it('have the spec’s labels and colours', () => {
    expect(INVOICE_STATUSES.map(({ id, label, color }) => [id, label, color])).toEqual([
      ['draft', 'Draft', '#3378F6'],
      ['paid', 'Paid', '#6DD0A0'],
      ['ready_to_approve', 'Ready to Approve', '#801A86'],
      ['ready_to_send', 'Ready to Send', '#29524A'],
      ['sent', 'Sent', '#E8A64B'],
      ['voided', 'Voided', '#C7645E'],
    ]);
  });

  it('read either form (READY_TO_APPROVE) and show a missing one as Draft', () => {
    expect(invoiceStatus('READY_TO_APPROVE').label).toBe('Ready to Approve');
    expect(invoiceStatus(undefined).label).toBe('Draft');
  });

  it('offer every status but voided on the selector; voided is final', () => {
    expect(SELECTABLE_STATUSES.map((status) => status.id)).toEqual([
      'draft',
      'paid',
      'ready_to_approve',
      'ready_to_send',
      'sent',
    ]);
    expect(isFinal('voided')).toBe(true);
    expect(isFinal('sent')).toBe(false);
  });

  it('note a change with the label', () => {
    expect(statusChangeNote('ready_to_send')).toBe('Changed the status to: Ready to Send');
  });
});

describe('money', () => {
  it('is $ with 2 decimals from cents, "$ -" for none', () => {
    expect(moneyText(123_456)).toBe('$1,234.56');
    expect(moneyText(0)).toBe('$0.00');
    expect(moneyText(null)).toBe('$ -');
    expect(moneyText(undefined)).toBe('$ -');
  });

  it('is over the quote only when both are known and the invoice is more', () => {
    expect(isOverQuote(100_001, 100_000)).toBe(true);
    expect(isOverQuote(100_000, 100_000)).toBe(false);
    expect(isOverQuote(100_001, null)).toBe(false);
    expect(isOverQuote(null, 5)).toBe(false);
  });

  it('shows quote statuses capitalised, a missing one as Draft', () => {
    expect(quoteStatusLabel('accepted')).toBe('Accepted');
    expect(quoteStatusLabel(null)).toBe('Draft');
  });
});

describe('route ids (spec 3 §5)', () => {
  const V4 = '1a2b3c4d-0000-4000-8000-000000000001';
  it('are UUIDs of versions 1 to 5', () => {
    expect(isUuid(V4)).toBe(true);
    expect(isUuid('1a2b3c4d-0000-1000-a000-000000000001')).toBe(true);
    expect(isUuid('1a2b3c4d-0000-6000-8000-000000000001')).toBe(false);
    expect(isUuid('1a2b3c4d-0000-4000-c000-000000000001')).toBe(false);
    expect(isUuid('42')).toBe(false);
    expect(isUuid(null)).toBe(false);
  });

  it('need every required id; a quoteId is optional but must be a UUID when given', () => {
    const params = (query: string) => new URLSearchParams(query);
    expect(routeIds(params(`formSubmissionId=${V4}&jobId=${V4}`), ['formSubmissionId', 'jobId'])).toEqual({
      formSubmissionId: V4,
      jobId: V4,
      quoteId: null,
    });
    expect(routeIds(params(`jobId=${V4}&quoteId=${V4}`), ['jobId'])).toEqual({ jobId: V4, quoteId: V4 });
    expect(routeIds(params(`jobId=${V4}&quoteId=`), ['jobId'])).toEqual({ jobId: V4, quoteId: null });
    expect(routeIds(params(`formSubmissionId=${V4}`), ['formSubmissionId', 'jobId'])).toBeNull();
    expect(routeIds(params(`jobId=abc`), ['jobId'])).toBeNull();
    expect(routeIds(params(`jobId=${V4}&quoteId=abc`), ['jobId'])).toBeNull();
  });
});
