import type { DateRange, FieldFilter, Submission, SubmissionSearch } from '../documents';
import type { JobFormState } from '../jobs';
import {
  DATE_PATTERN,
  dateText,
  displayText,
  fieldTypesOf,
  FALLBACK_QUOTE_STATUS,
  isChangeable,
  isJsonObject,
  QUOTE_POLICY,
  statusColors,
  statusIds,
  statusLabel as labelOf,
  walkFields,
} from './engine';

/*
 * The Quoting pages' rules as pure code (spec 3 §2 "Quoting", §4; docs/billing.md, Quoting screens): statuses, the
 * quote template, the list's derived columns, its filters (count, client-side matching, the server's search body),
 * its sort cycle, and the values a copied quote and a job converted from a quote start with.
 */

// ---- Statuses (spec 3 §4) ----

/** The status filter's fixed list: the quote policy's statuses, new (the fallback) last. */
export const FILTER_STATUSES = statusIds(QUOTE_POLICY);

/** The quote statuses a quote can be given, in their order; sent in lowercase. */
export const QUOTE_STATUSES = FILTER_STATUSES.filter((id) => id !== FALLBACK_QUOTE_STATUS);

/** The status filter's option that expands to every status. */
export const ALL_STATUSES = 'all';

/** Badge colours (the policy's): draft blue, sent orange, accepted green, rejected red, anything else grey. */
export const STATUS_COLORS = statusColors(QUOTE_POLICY);

/** A quote's status id: lowercase; a missing one is draft ("Missing status shows Draft"). */
export const quoteStatus = (submission: Pick<Submission, 'status'>): string =>
  submission.status?.trim().toLowerCase() || 'draft';

/** A status as shown: the fixed list's label; New is the fallback for anything else. */
export const statusLabel = (status: string): string =>
  labelOf(QUOTE_POLICY, statusIds(QUOTE_POLICY).includes(status) ? status : FALLBACK_QUOTE_STATUS);

/** Spec 3 §2: Edit appears only while the policy lets the values change (not accepted or rejected). */
export const isEditable = (status: string): boolean => isChangeable(QUOTE_POLICY, status, 'values');

/** A selector's options: the four statuses, and the current one (labelled New) when it is none of them. */
export function statusOptions(current: string): { id: string; value: string }[] {
  const ids: string[] = [...QUOTE_STATUSES];
  if (!ids.includes(current)) ids.push(current);
  return ids.map((id) => ({ id, value: statusLabel(id) }));
}

/** The status filter's options: All, then the fixed list. */
export const STATUS_FILTER_OPTIONS = [
  { id: ALL_STATUSES, value: 'All' },
  ...FILTER_STATUSES.map((id) => ({ id, value: statusLabel(id) })),
];

/** The status filter's choice: picking All expands to every status (spec 3 §2). */
export const expandStatuses = (chosen: readonly string[]): string[] =>
  chosen.includes(ALL_STATUSES) ? [...FILTER_STATUSES] : [...chosen];

// ---- The quote template (spec 3 §2) ----

/** The quote template: the first form template whose name contains "quote", case-insensitive. */
export const quoteTemplateOf = <T extends { name: string }>(templates: readonly T[]): T | undefined =>
  templates.find((template) => template.name.toLowerCase().includes('quote'));

// ---- The list's derived columns ----

/** The fields the list derives Job Name and Customer Name from. */
export interface QuoteFieldIds {
  jobName?: string;
  customerName?: string;
}

/**
 * Spec 3 §2: the first template fields (the template's own fields, nested ones included, in order) whose names contain
 * "job name" and "customer", case-insensitive.
 */
export function quoteFieldIds(template: { fields?: unknown }): QuoteFieldIds {
  const ids: QuoteFieldIds = {};
  for (const { field } of walkFields(template.fields, [])) {
    const name = typeof field.name === 'string' ? field.name.toLowerCase() : '';
    const id = typeof field.id === 'string' && field.id !== '' ? field.id : undefined;
    if (!id || !name) continue;
    if (ids.jobName === undefined && name.includes('job name')) ids.jobName = id;
    else if (ids.customerName === undefined && name.includes('customer')) ids.customerName = id;
  }
  return ids;
}

const valueOf = (submission: Pick<Submission, 'fields'>, id: string | undefined): unknown =>
  id === undefined ? undefined : submission.fields.find((field) => field.id === id)?.value;

const textOf = (value: unknown): string => (value === undefined || value === null ? '' : displayText(value).trim());

/** A row of the quotes list (spec 3 §3: the submission plus Job Name, Customer Name, Date Created, Created By, Status). */
export interface QuoteRow {
  id: string;
  submission: Submission;
  jobName: string;
  customerName: string;
  /** The quote's date (its localDateTime, the creator's wall clock), `MM/dd/yyyy`. */
  dateCreated: string;
  createdBy: string;
  status: string;
}

export function quoteRow(submission: Submission, ids: QuoteFieldIds): QuoteRow {
  return {
    id: submission.id,
    submission,
    jobName: textOf(valueOf(submission, ids.jobName)),
    customerName: textOf(valueOf(submission, ids.customerName)),
    dateCreated: dateText(submission.localDateTime, DATE_PATTERN),
    createdBy: submission.userName,
    status: quoteStatus(submission),
  };
}

// ---- Filters ----

/** What the Filters popover holds. */
export interface QuoteFilters {
  statuses: string[];
  userIds: string[];
  /** Text a field must contain, by field id. */
  text: Record<string, string>;
  /** Values a field must hold, by field id (each of them). */
  exact: Record<string, string[]>;
  /** Fields that must have a value. */
  hasData: string[];
}

export const NO_QUOTE_FILTERS: QuoteFilters = { statuses: [], userIds: [], text: {}, exact: {}, hasData: [] };

/** Spec 3 §2: the count is status, plus user, plus each text or exact-match id, plus each has-data item. */
export function quoteFilterCount(filters: QuoteFilters): number {
  const textIds = Object.entries(filters.text)
    .filter(([, text]) => text.trim() !== '')
    .map(([id]) => id);
  const exactIds = Object.entries(filters.exact)
    .filter(([, values]) => values.length > 0)
    .map(([id]) => id);
  return (
    (filters.statuses.length > 0 ? 1 : 0) +
    (filters.userIds.length > 0 ? 1 : 0) +
    new Set([...textIds, ...exactIds]).size +
    filters.hasData.length
  );
}

/**
 * The popover's field filters: Job Name and Customer Name as text filters (ours), then the quote form's dynamic
 * document filters (text, exact, has data) on other fields.
 */
export function quoteFieldFilters(ids: QuoteFieldIds, configured: readonly FieldFilter[] = []): FieldFilter[] {
  const builtIn: FieldFilter[] = [
    ...(ids.jobName ? [{ fieldId: ids.jobName, label: 'Job Name' }] : []),
    ...(ids.customerName ? [{ fieldId: ids.customerName, label: 'Customer Name' }] : []),
  ].map(({ fieldId, label }) => ({ key: fieldId, label, fieldId, kind: 'text', options: [] }));
  const taken = new Set(builtIn.map((filter) => filter.fieldId));
  return [...builtIn, ...configured.filter((filter) => !taken.has(filter.fieldId))];
}

const hasValue = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0) &&
  !(isJsonObject(value) && Object.keys(value).length === 0);

/** The texts a value holds: a list's items, else the value itself. */
const heldTexts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(hasValue).map((item) => textOf(item));

/**
 * Client-side filtering (server filters off): status and user among those chosen; text contained (case-insensitive);
 * an exact filter requires every selected value to be present (spec 3 §2); has-data fields have a value.
 */
export function matchesQuoteFilters(submission: Submission, filters: QuoteFilters): boolean {
  if (filters.statuses.length > 0 && !filters.statuses.includes(quoteStatus(submission))) return false;
  if (filters.userIds.length > 0 && !filters.userIds.includes(submission.userId)) return false;
  for (const [id, text] of Object.entries(filters.text)) {
    const wanted = text.trim().toLowerCase();
    if (wanted && !textOf(valueOf(submission, id)).toLowerCase().includes(wanted)) return false;
  }
  for (const [id, values] of Object.entries(filters.exact)) {
    const held = heldTexts(valueOf(submission, id));
    if (!values.every((value) => held.includes(value))) return false;
  }
  return filters.hasData.every((id) => hasValue(valueOf(submission, id)));
}

// ---- Sorting ----

export type QuoteColumnId = 'jobName' | 'dateCreated' | 'createdBy' | 'customerName' | 'status';

export interface QuoteSort {
  column: QuoteColumnId;
  order: 'DESC' | 'ASC';
}

/** Spec 3 §2: a sortable column cycles none, then DESC, then ASC, then none; another column starts at DESC. */
export function nextSort(current: QuoteSort | null, column: QuoteColumnId): QuoteSort | null {
  if (current?.column !== column) return { column, order: 'DESC' };
  return current.order === 'DESC' ? { column, order: 'ASC' } : null;
}

/**
 * Which columns sort. With server filters the server sorts, and it orders by the quote's date only (Job Name and
 * Customer Name are disabled, as the spec says; Created By and Quote Status cannot be ordered by the server either);
 * without them every column sorts on the client.
 */
export const sortableColumns = (serverFilters: boolean): ReadonlySet<QuoteColumnId> =>
  new Set<QuoteColumnId>(
    serverFilters ? ['dateCreated'] : ['jobName', 'dateCreated', 'createdBy', 'customerName', 'status'],
  );

const compareText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true });

function compareRows(a: QuoteRow, b: QuoteRow, column: QuoteColumnId): number {
  switch (column) {
    case 'dateCreated':
      return a.submission.createdAt.localeCompare(b.submission.createdAt);
    case 'status':
      return compareText(statusLabel(a.status), statusLabel(b.status));
    case 'jobName':
    case 'createdBy':
    case 'customerName':
      return compareText(a[column], b[column]);
  }
}

/** Client-side order: the sort's column (ties newest first), or the server's order when there is none. */
export function sortRows(rows: readonly QuoteRow[], sort: QuoteSort | null): QuoteRow[] {
  if (!sort) return [...rows];
  const direction = sort.order === 'ASC' ? 1 : -1;
  return [...rows].sort(
    (a, b) =>
      direction * compareRows(a, b, sort.column) ||
      b.submission.localDateTime.localeCompare(a.submission.localDateTime),
  );
}

/** The page size of the server's search (ours) and of the list's pages (the server's most). */
export const SEARCH_PAGE_SIZE = 50;
export const LIST_PAGE_SIZE = 100;

/** `POST …/submission/search` (server filters on): the range of the quotes' own days, the filters, the sort. */
export function quoteSearchBody(range: DateRange, filters: QuoteFilters, sort: QuoteSort | null): SubmissionSearch {
  const fullTextSearch = Object.entries(filters.text)
    .filter(([, text]) => text.trim() !== '')
    .map(([id, text]) => ({ id, value: text.trim() }));
  const exactMatch = Object.entries(filters.exact).flatMap(([id, values]) => values.map((value) => ({ id, value })));
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    local: true,
    ...(filters.statuses.length ? { status: filters.statuses } : {}),
    ...(filters.userIds.length ? { userId: filters.userIds } : {}),
    ...(fullTextSearch.length ? { fullTextSearch } : {}),
    ...(exactMatch.length ? { exactMatch } : {}),
    ...(filters.hasData.length ? { hasData: filters.hasData } : {}),
    ...(sort?.column === 'dateCreated' ? { orderField: 'createdAt' as const, order: sort.order } : {}),
    limit: SEARCH_PAGE_SIZE,
  };
}

// ---- Copying and converting ----

/** Duplicate Quote's values: the old quote's, less its signatures (a copy is not signed by anyone). */
export function duplicateValues(
  template: { fields?: unknown; layouts?: unknown },
  values: Record<string, unknown>,
): Record<string, unknown> {
  const types = fieldTypesOf(template);
  return Object.fromEntries(
    Object.entries(values).filter(([id, value]) => value !== undefined && types.get(id) !== 'SignatureField'),
  );
}

type JobValues = NonNullable<JobFormState['values']>;

/** The quote's job site: its first LocationField whose value has an address and coordinates. */
function siteLocation(
  template: { fields?: unknown; layouts?: unknown },
  submission: Pick<Submission, 'fields'>,
): JobValues['location'] {
  for (const [id, type] of fieldTypesOf(template)) {
    if (type !== 'LocationField') continue;
    const value = valueOf(submission, id);
    if (!isJsonObject(value)) continue;
    const address = typeof value.address === 'string' ? value.address.trim() : '';
    const { lat, lng } = value;
    if (address && typeof lat === 'number' && Number.isFinite(lat) && typeof lng === 'number' && Number.isFinite(lng))
      return { name: address, formattedAddress: address, lat, lng };
  }
  return null;
}

/** The first template field whose name contains `part` (case-insensitive). */
function fieldNamed(template: { fields?: unknown }, part: string): string | undefined {
  for (const { field } of walkFields(template.fields, [])) {
    const name = typeof field.name === 'string' ? field.name.toLowerCase() : '';
    if (typeof field.id === 'string' && field.id !== '' && name.includes(part)) return field.id;
  }
  return undefined;
}

/**
 * Convert To Job's mapped values (spec 3 §2; the job form takes them over its defaults): the job name, the customer
 * name, the job site (when the quote's has coordinates) and the quoted cost, the quote's total in dollars; and the
 * customer's contact, e-mail and phone from the fields whose names contain "contact name", "email" and "phone".
 */
export function jobValuesFromQuote(
  template: { fields?: unknown; layouts?: unknown },
  submission: Pick<Submission, 'fields' | 'totalCents'>,
): JobValues {
  const ids = quoteFieldIds(template);
  const location = siteLocation(template, submission);
  const named = (part: string) => textOf(valueOf(submission, fieldNamed(template, part)));
  return {
    name: textOf(valueOf(submission, ids.jobName)),
    customer: {
      name: textOf(valueOf(submission, ids.customerName)),
      email: named('email'),
      phone: named('phone'),
      contactName: named('contact name'),
      siteContact: '',
      siteContactPhone: '',
    },
    ...(location ? { location } : {}),
    quotedCost: submission.totalCents === null ? '' : submission.totalCents / 100,
  };
}
