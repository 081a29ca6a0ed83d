import { describe, expect, it } from '@jest/globals';
import {
  filterCount,
  invoiceRow,
  jobRow,
  nextSort,
  NO_FILTERS,
  readyToInvoiceRows,
  serverFilters,
  sortRows,
  tileOf,
  TILES,
  type InvoiceRow,
  type ReadyJob,
} from './overview';

const job = (overrides: Partial<ReadyJob> = {}): ReadyJob => ({
  id: 'job-1',
  number: '1042',
  name: 'Bridge beam set',
  quoteId: 'quote-1',
  quotedCostCents: 1_250_000,
  startDate: '2026-11-02',
  endDate: '2026-11-06',
  ...overrides,
});

const invoice = (overrides: Partial<InvoiceRow> = {}): InvoiceRow => ({
  id: 'invoice-1',
  formSubmissionId: 'submission-1',
  jobId: 'job-2',
  quoteId: null,
  status: 'draft',
  number: 7,
  amountCents: 980_000,
  createdAt: '2026-11-20T16:00:00.000Z',
  job: { number: '1043', name: 'Rooftop lift', quotedCostCents: 900_000, quoteId: 'quote-2' },
  ...overrides,
});

describe('the tiles', () => {
  it('are the spec’s three, with their empty texts word for word', () => {
    expect(TILES.map((tile) => tile.label)).toEqual(['Ready to Invoice', 'Ready to Approve', 'Ready to Send']);
    expect(TILES.map((tile) => tile.empty)).toEqual([
      'You don’t have any work ready to invoice',
      'You don’t have any work ready to approve',
      'You don’t have any work ready to send',
    ]);
    expect(TILES.map((tile) => tile.status)).toEqual(['draft', 'ready_to_approve', 'ready_to_send']);
  });

  it('default to Ready to Invoice for a missing or unknown tab', () => {
    expect(tileOf(null).id).toBe('ready-to-invoice');
    expect(tileOf('nope').id).toBe('ready-to-invoice');
    expect(tileOf('ready-to-send').label).toBe('Ready to Send');
  });
});

describe('Ready to Invoice', () => {
  it('merges the jobs flagged ready (first, to be invoiced) with the draft invoices', () => {
    const rows = readyToInvoiceRows([job(), job({ id: 'job-3', number: '1050' })], [invoice()]);
    expect(rows.map((row) => [row.kind, row.jobNumber, row.status])).toEqual([
      ['job', '1042', 'Ready to Invoice'],
      ['job', '1050', 'Ready to Invoice'],
      ['invoice', '1043', 'Draft'],
    ]);
  });

  it('keeps what each row links with: a job its quote, an invoice its submission, job and quote', () => {
    expect(jobRow(job())).toMatchObject({ jobId: 'job-1', quoteId: 'quote-1', formSubmissionId: null });
    expect(invoiceRow(invoice())).toMatchObject({
      jobId: 'job-2',
      formSubmissionId: 'submission-1',
      // The invoice has no quote of its own: the job's.
      quoteId: 'quote-2',
      invoiceNumber: 7,
      quotedCents: 900_000,
      amountCents: 980_000,
      date: '2026-11-20',
      statusId: 'draft',
    });
    expect(jobRow(job({ endDate: null })).date).toBe('2026-11-02');
  });
});

describe('the filters', () => {
  it('count branch, division and sales person choices, never the search', () => {
    expect(filterCount(NO_FILTERS)).toBe(0);
    expect(filterCount({ searchTerm: 'crane' })).toBe(0);
    expect(filterCount({ searchTerm: '', branchId: 'b' })).toBe(1);
    expect(filterCount({ searchTerm: 'x', branchId: 'b', divisionId: 'd', salesPerson: 'u' })).toBe(3);
  });

  it('send only what is chosen, with the settled search trimmed', () => {
    expect(serverFilters({ searchTerm: 'typing…', branchId: 'b' }, '  crane ')).toEqual({
      branchId: 'b',
      searchTerm: 'crane',
    });
    expect(serverFilters(NO_FILTERS, '   ')).toEqual({});
  });
});

describe('sorting', () => {
  it('cycles none, ascending, descending, none; another column starts ascending', () => {
    const asc = nextSort(null, 'jobName');
    expect(asc).toEqual({ key: 'jobName', direction: 'asc' });
    const desc = nextSort(asc, 'jobName');
    expect(desc).toEqual({ key: 'jobName', direction: 'desc' });
    expect(nextSort(desc, 'jobName')).toBeNull();
    expect(nextSort(desc, 'amountCents')).toEqual({ key: 'amountCents', direction: 'asc' });
  });

  it('sorts numbers as numbers, job numbers naturally, and rows without the value last', () => {
    const rows = readyToInvoiceRows(
      [job({ id: 'a', number: '1000' })],
      [
        invoice({ id: 'b', amountCents: 5_000, job: { number: '999', name: 'B', quotedCostCents: null } }),
        invoice({ id: 'c', amountCents: 50_000, job: { number: '10000', name: 'C', quotedCostCents: 1 } }),
      ],
    );
    expect(sortRows(rows, { key: 'amountCents', direction: 'asc' }).map((row) => row.key)).toEqual([
      'invoice-b',
      'invoice-c',
      'job-a',
    ]);
    expect(sortRows(rows, { key: 'amountCents', direction: 'desc' }).map((row) => row.key)).toEqual([
      'invoice-c',
      'invoice-b',
      'job-a',
    ]);
    expect(sortRows(rows, { key: 'jobNumber', direction: 'asc' }).map((row) => row.jobNumber)).toEqual([
      '999',
      '1000',
      '10000',
    ]);
    expect(sortRows(rows, null)).toEqual(rows);
  });
});
