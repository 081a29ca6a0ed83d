import { describe, expect, it } from '@jest/globals';
import type { Submission } from '../documents';
import { QUOTE_FORM_ID, quoteSubmission, quoteTemplate } from './quoting.fixtures';
import {
  duplicateValues,
  expandStatuses,
  FILTER_STATUSES,
  isEditable,
  jobValuesFromQuote,
  matchesQuoteFilters,
  nextSort,
  NO_QUOTE_FILTERS,
  quoteFieldFilters,
  quoteFieldIds,
  quoteFilterCount,
  quoteRow,
  quoteSearchBody,
  quoteStatus,
  quoteTemplateOf,
  sortableColumns,
  sortRows,
  statusLabel,
  statusOptions,
  type QuoteFilters,
} from './quoteRules';

const RANGE = { startDate: '2026-11-13', endDate: '2026-11-20' };
const filters = (overrides: Partial<QuoteFilters>): QuoteFilters => ({ ...NO_QUOTE_FILTERS, ...overrides });

describe('statuses', () => {
  it('shows a missing status as Draft and anything unknown as New; sends lowercase', () => {
    expect(quoteStatus({ status: '' })).toBe('draft');
    expect(quoteStatus({ status: 'Accepted' })).toBe('accepted');
    expect(statusLabel('draft')).toBe('Draft');
    expect(statusLabel('sent')).toBe('Sent');
    expect(statusLabel('archived')).toBe('New');
  });

  it('offers the four statuses, and the current one when it is another', () => {
    expect(statusOptions('sent').map((option) => option.value)).toEqual(['Draft', 'Sent', 'Accepted', 'Rejected']);
    expect(statusOptions('new')).toContainEqual({ id: 'new', value: 'New' });
  });

  it('allows editing unless accepted or rejected', () => {
    expect(['draft', 'sent', 'new'].map(isEditable)).toEqual([true, true, true]);
    expect(['accepted', 'rejected'].map(isEditable)).toEqual([false, false]);
  });

  it('expands the status filter option All to every status', () => {
    expect(expandStatuses(['sent', 'all'])).toEqual([...FILTER_STATUSES]);
    expect(expandStatuses(['sent'])).toEqual(['sent']);
  });
});

describe('the quote template', () => {
  it('is the first template whose name contains "quote", case-insensitive', () => {
    const templates = [{ name: 'Daily Timecard' }, { name: 'Crane Service QUOTE' }, { name: 'Quote B' }];
    expect(quoteTemplateOf(templates)?.name).toBe('Crane Service QUOTE');
    expect(quoteTemplateOf([{ name: 'Invoice' }])).toBeUndefined();
  });
});

describe('the list rows', () => {
  it('derive Job Name and Customer Name from the first fields whose names contain them', () => {
    const ids = quoteFieldIds(quoteTemplate());
    expect(ids).toEqual({ jobName: 'jobTitle', customerName: 'client' });
    const row = quoteRow(quoteSubmission(), ids);
    expect(row).toMatchObject({
      jobName: 'Bridge beam set',
      customerName: 'Acme Builders',
      dateCreated: '11/18/2026',
      createdBy: 'Sofia Patel',
      status: 'draft',
    });
  });

  it('leave the columns empty when the form has no such fields', () => {
    const row = quoteRow(quoteSubmission(), quoteFieldIds({ fields: [{ id: 'x', name: 'Notes' }] }));
    expect(row.jobName).toBe('');
    expect(row.customerName).toBe('');
  });
});

describe('filters', () => {
  it('count status, user, each text or exact-match id and each has-data item', () => {
    expect(quoteFilterCount(NO_QUOTE_FILTERS)).toBe(0);
    expect(
      quoteFilterCount(
        filters({
          statuses: ['draft', 'sent'],
          userIds: ['user-1', 'user-2'],
          text: { jobTitle: 'beam', client: '  ' },
          exact: { crane: ['Grove', 'Tadano'], size: [] },
          hasData: ['signature', 'notes'],
        }),
      ),
    ).toBe(1 + 1 + 1 + 1 + 2);
    // One id with both a text and an exact filter counts once.
    expect(quoteFilterCount(filters({ text: { crane: 'Gr' }, exact: { crane: ['Grove'] } }))).toBe(1);
  });

  it('match on the client: status and user among those chosen, text contained, every exact value present', () => {
    const quote = quoteSubmission({
      status: 'sent',
      fields: [...quoteSubmission().fields, { id: 'cranes', value: ['Grove', 'Tadano'] }],
    });
    expect(matchesQuoteFilters(quote, NO_QUOTE_FILTERS)).toBe(true);
    expect(matchesQuoteFilters(quote, filters({ statuses: ['draft', 'sent'] }))).toBe(true);
    expect(matchesQuoteFilters(quote, filters({ statuses: ['draft'] }))).toBe(false);
    expect(matchesQuoteFilters(quote, filters({ userIds: ['someone-else'] }))).toBe(false);
    expect(matchesQuoteFilters(quote, filters({ text: { jobTitle: 'BEAM' } }))).toBe(true);
    expect(matchesQuoteFilters(quote, filters({ text: { jobTitle: 'tower' } }))).toBe(false);
    expect(matchesQuoteFilters(quote, filters({ exact: { cranes: ['Grove', 'Tadano'] } }))).toBe(true);
    expect(matchesQuoteFilters(quote, filters({ exact: { cranes: ['Grove', 'Liebherr'] } }))).toBe(false);
    expect(matchesQuoteFilters(quote, filters({ hasData: ['client'] }))).toBe(true);
    expect(matchesQuoteFilters(quote, filters({ hasData: ['signature'] }))).toBe(false);
  });

  it('become the server search body', () => {
    expect(
      quoteSearchBody(
        RANGE,
        filters({
          statuses: ['sent'],
          userIds: ['user-2'],
          text: { jobTitle: ' beam ' },
          exact: { crane: ['Grove', 'Tadano'] },
          hasData: ['signature'],
        }),
        { column: 'dateCreated', order: 'ASC' },
      ),
    ).toEqual({
      ...RANGE,
      local: true,
      status: ['sent'],
      userId: ['user-2'],
      fullTextSearch: [{ id: 'jobTitle', value: 'beam' }],
      exactMatch: [
        { id: 'crane', value: 'Grove' },
        { id: 'crane', value: 'Tadano' },
      ],
      hasData: ['signature'],
      orderField: 'createdAt',
      order: 'ASC',
      limit: 50,
    });
    expect(quoteSearchBody(RANGE, NO_QUOTE_FILTERS, null)).toEqual({ ...RANGE, local: true, limit: 50 });
  });

  it('offer Job Name and Customer Name, then the form’s configured filters on other fields', () => {
    const configured = [
      { key: 'client-0', label: 'Client', fieldId: 'client', kind: 'text' as const, options: [] },
      { key: 'signed-1', label: 'Signed', fieldId: 'signature', kind: 'hasData' as const, options: [] },
    ];
    expect(
      quoteFieldFilters({ jobName: 'jobTitle', customerName: 'client' }, configured).map((filter) => filter.label),
    ).toEqual(['Job Name', 'Customer Name', 'Signed']);
  });
});

describe('sorting', () => {
  it('cycles none, DESC, ASC, none; another column starts at DESC', () => {
    const first = nextSort(null, 'jobName');
    expect(first).toEqual({ column: 'jobName', order: 'DESC' });
    const second = nextSort(first, 'jobName');
    expect(second).toEqual({ column: 'jobName', order: 'ASC' });
    expect(nextSort(second, 'jobName')).toBeNull();
    expect(nextSort(second, 'dateCreated')).toEqual({ column: 'dateCreated', order: 'DESC' });
  });

  it('disables Job Name and Customer Name (and what the server cannot order) with server filters', () => {
    expect([...sortableColumns(true)]).toEqual(['dateCreated']);
    expect(sortableColumns(false).has('jobName')).toBe(true);
    expect(sortableColumns(false).has('customerName')).toBe(true);
  });

  it('orders rows on the client, ties newest first', () => {
    const ids = quoteFieldIds(quoteTemplate());
    // Date Created is when the quote was made (createdAt), whatever date its form shows (localDateTime).
    const make = (id: string, job: string, createdAt: string, localDateTime: string) =>
      quoteRow(
        quoteSubmission({
          id,
          createdAt,
          localDateTime,
          fields: [{ id: 'jobTitle', value: job }],
        }),
        ids,
      );
    const rows = [
      make('a', 'beta', '2026-11-18T15:00:00.000Z', '2026-11-30T08:00:00'),
      make('b', 'Alpha', '2026-11-17T15:00:00.000Z', '2026-11-10T08:00:00'),
      make('c', 'alpha', '2026-11-19T15:00:00.000Z', '2026-11-20T08:00:00'),
    ];
    expect(sortRows(rows, { column: 'jobName', order: 'ASC' }).map((row) => row.id)).toEqual(['c', 'b', 'a']);
    expect(sortRows(rows, { column: 'jobName', order: 'DESC' }).map((row) => row.id)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, { column: 'dateCreated', order: 'ASC' }).map((row) => row.id)).toEqual(['b', 'a', 'c']);
    expect(sortRows(rows, null).map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('copying and converting', () => {
  it('copies every value but the signatures', () => {
    expect(
      duplicateValues(quoteTemplate(), { jobTitle: 'Beam set', signature: 'data:image/png;base64,AAAA', total: 10 }),
    ).toEqual({ jobTitle: 'Beam set', total: 10 });
  });

  it('maps the job name, customer and contact, site and total to the job form', () => {
    const quote: Submission = quoteSubmission({
      totalCents: 485218,
      fields: [
        ...quoteSubmission().fields,
        { id: 'contact', value: 'Rita Lopez' },
        { id: 'contactPhone', value: '(303) 555-0142' },
        { id: 'contactEmail', value: 'rita@acme.example' },
      ],
    });
    expect(jobValuesFromQuote(quoteTemplate(), quote)).toEqual({
      name: 'Bridge beam set',
      customer: {
        name: 'Acme Builders',
        email: 'rita@acme.example',
        phone: '(303) 555-0142',
        contactName: 'Rita Lopez',
        siteContact: '',
        siteContactPhone: '',
      },
      location: {
        name: '1600 Broadway, Denver',
        formattedAddress: '1600 Broadway, Denver',
        lat: 39.7439,
        lng: -104.9863,
      },
      quotedCost: 4852.18,
    });
  });

  it('leaves out a site without coordinates and a missing total', () => {
    const quote = quoteSubmission({
      totalCents: null,
      fields: [{ id: 'site', value: { address: 'Somewhere' } }],
    });
    const values = jobValuesFromQuote(quoteTemplate(), quote);
    expect(values).not.toHaveProperty('location');
    expect(values.quotedCost).toBe('');
    expect(values.name).toBe('');
    expect(QUOTE_FORM_ID).toBeTruthy();
  });
});
