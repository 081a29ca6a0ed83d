import { addDays, endOfMonth, startOfMonth, startOfWeek, subMonths } from 'date-fns';
import {
  DATE_TIME_PATTERN,
  dateText,
  displayText,
  formatValue,
  DOCUMENT_POLICY,
  parseOptions,
  statusColors,
  statusIds,
  type DynamicDocument,
  type FormField,
  type ValueFormat,
} from './engine';
import { toIsoDate, toIsoMinute } from '../../ui/format';
import type { Submission, SubmissionSearch } from './submissions';

/*
 * The Documents list as pure code (docs/forms.md, "Documents screens"): its columns (the form's dynamic document, else
 * a default), how a cell writes its value, the date shortcuts and the search body its filters make.
 */

/** Spec 3 §4: the form statuses, in their order (the document forms' policy, the server's). */
export const FORM_STATUSES = statusIds(DOCUMENT_POLICY);

/** The badge colour of each status (the policy's): new work blue, problems red, approved green, done grey. */
export const STATUS_COLORS = statusColors(DOCUMENT_POLICY);

/** The submission properties the server can sort by (the search's orderField). */
export const ORDER_FIELDS = ['localDateTime', 'number', 'submitDateTime'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
const isOrderField = (value: unknown): value is OrderField =>
  typeof value === 'string' && (ORDER_FIELDS as readonly string[]).includes(value);

/** Spec 3 §9: the timecards' page size, the list's when the form has no dynamic document. */
export const DEFAULT_PAGE_SIZE = 20;

/** Spec 3 §5 (the invoice search): the search text applies after 1 second of inactivity. */
export const SEARCH_DEBOUNCE_MS = 1000;

export interface ListColumn {
  key: string;
  header: string;
  fieldId?: string;
  property?: string;
  format: ValueFormat;
  /** The server sorts by it (a sortable column of a submission property it can order by). */
  orderField?: OrderField;
}

/** The columns of a form without a dynamic document (the defaults the editor starts from). */
export const DEFAULT_COLUMNS: ListColumn[] = [
  { key: 'number', header: 'Number', property: 'number', format: 'text', orderField: 'number' },
  { key: 'localDateTime', header: 'Date', property: 'localDateTime', format: 'dateTime', orderField: 'localDateTime' },
  { key: 'status', header: 'Status', property: 'status', format: 'text' },
  { key: 'userName', header: 'Submitted By', property: 'userName', format: 'text' },
];

/** The list's columns: the dynamic document's, else the defaults. */
export function listColumns(config: DynamicDocument | null | undefined): ListColumn[] {
  if (!config?.columns?.length) return DEFAULT_COLUMNS;
  return config.columns.map((column, index) => ({
    key: `${column.fieldId ?? column.property ?? 'column'}-${index}`,
    header: column.header,
    fieldId: column.fieldId,
    property: column.property,
    format: column.format ?? 'text',
    orderField: column.sortable !== false && isOrderField(column.property) ? column.property : undefined,
  }));
}

export interface ListSort {
  orderField: OrderField;
  order: 'ASC' | 'DESC';
}

/**
 * The first order of the list: the dynamic document's defaultSort when the server can sort by it, else the newest
 * first by the form's date (a sort by a field, such as a timecard's work date, is the form's date: the server sorts
 * by submission properties only).
 */
export function defaultSort(config: DynamicDocument | null | undefined): ListSort {
  const by = config?.defaultSort?.by;
  return { orderField: isOrderField(by) ? by : 'localDateTime', order: config?.defaultSort?.order ?? 'DESC' };
}

/** A value of the submission: a template field's (by id) or one of its properties. */
export function sourceValue(submission: Submission, source: { fieldId?: string; property?: string }): unknown {
  if (source.fieldId !== undefined) return submission.fields.find((field) => field.id === source.fieldId)?.value;
  if (source.property !== undefined) return (submission as unknown as Record<string, unknown>)[source.property];
  return undefined;
}

/** A cell as people read it: the PDFs' formats (dates MM/DD/YYYY, hours with two decimals, records by name). */
export function cellText(submission: Submission, column: Pick<ListColumn, 'fieldId' | 'property' | 'format'>): string {
  return formatValue(sourceValue(submission, column), column.format, {
    timezoneOffset: submission.timezoneOffset === null ? null : -submission.timezoneOffset,
  });
}

/** The submission's date as the detail page shows it: `MM/dd/yyyy, h:mmaaa` (`11/20/2026, 3:40pm`). */
export const submissionDateText = (submission: Pick<Submission, 'localDateTime'>) =>
  dateText(submission.localDateTime, DATE_TIME_PATTERN);

/**
 * The detail page's heading: the dynamic document's itemTitle with `{number}` and `{<field id>}` replaced, else
 * "{form name} #{number}".
 */
export function itemTitle(
  config: DynamicDocument | null | undefined,
  formName: string,
  submission: Pick<Submission, 'number' | 'fields'>,
): string {
  const pattern = config?.itemTitle ?? `${formName} #{number}`;
  return pattern.replace(/\{([^{}]+)\}/g, (_match, key: string) => {
    if (key === 'number') return String(submission.number);
    const field = submission.fields.find((item) => item.id === key);
    return field ? displayText(field.value) : '';
  });
}

/** A date range of the list (yyyy-MM-dd, both ends included). */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** Our default (the quotes' of spec 3 §9): the last 7 days up to today. */
export function defaultRange(today: Date = new Date()): DateRange {
  return { startDate: toIsoDate(addDays(today, -7)), endDate: toIsoDate(today) };
}

/** The quotes' date shortcuts (spec 3 §2), for the Documents list too; weeks start on Sunday. */
export function rangePresets(today: Date = new Date()): { label: string; range: DateRange }[] {
  const weekStart = startOfWeek(today);
  const lastMonth = subMonths(today, 1);
  const range = (start: Date, end: Date) => ({ startDate: toIsoDate(start), endDate: toIsoDate(end) });
  return [
    { label: 'Today', range: range(today, today) },
    { label: 'Yesterday', range: range(addDays(today, -1), addDays(today, -1)) },
    { label: 'This Week', range: range(weekStart, addDays(weekStart, 6)) },
    { label: 'Last Week', range: range(addDays(weekStart, -7), addDays(weekStart, -1)) },
    { label: 'This Month', range: range(startOfMonth(today), endOfMonth(today)) },
    { label: 'Last Month', range: range(startOfMonth(lastMonth), endOfMonth(lastMonth)) },
  ];
}

/** A field filter of the dynamic document, as the page draws it. */
export interface FieldFilter {
  key: string;
  label: string;
  fieldId: string;
  /** text: contains the typed text; exact: one of the field's options; hasData: has a value (a checkbox). */
  kind: 'text' | 'exact' | 'hasData';
  /** The field's choices (an exact filter of a picker or radio field). */
  options: string[];
}

/**
 * The dynamic document's filters. An exact filter needs the field's choices (a picker's options, radio options);
 * a field without them (a job, a person) is matched on the text of its value instead, which finds a job by its name
 * or number.
 */
export function fieldFilters(
  config: DynamicDocument | null | undefined,
  fields: ReadonlyMap<string, FormField>,
): FieldFilter[] {
  return (config?.filters ?? []).map((filter, index) => {
    const attributes = fields.get(filter.fieldId)?.attributes ?? {};
    const raw = attributes.options ?? attributes.radioOptions;
    const options = filter.match === 'exact' ? parseOptions(raw) : [];
    const kind = filter.match === 'exact' && options.length === 0 ? 'text' : filter.match;
    return { key: `${filter.fieldId}-${index}`, label: filter.label, fieldId: filter.fieldId, kind, options };
  });
}

/** What the user chose above the list. */
export interface ListFilters {
  range: DateRange;
  statuses: string[];
  userIds: string[];
  /** The search box: text in any field. */
  text: string;
  /** By FieldFilter key: typed text, a chosen option, or true (has data). */
  fields: Record<string, string | boolean>;
}

export const NO_FILTERS = (range: DateRange): ListFilters => ({
  range,
  statuses: [],
  userIds: [],
  text: '',
  fields: {},
});

/** How many filters beyond the dates are in use (the Filters button's count). */
export function activeFilterCount(filters: ListFilters): number {
  const fieldCount = Object.values(filters.fields).filter((value) => value !== '' && value !== false).length;
  return (filters.statuses.length ? 1 : 0) + (filters.userIds.length ? 1 : 0) + fieldCount;
}

/** The search body of the filters, sort and page size (`local`: the dates are the forms' own days). */
export function searchBody(
  filters: ListFilters,
  fieldFilterList: readonly FieldFilter[],
  sort: ListSort,
  limit: number,
): SubmissionSearch {
  const fullTextSearch: { id?: string; value: string }[] = [];
  const exactMatch: { id: string; value: unknown }[] = [];
  const hasData: string[] = [];
  const text = filters.text.trim();
  if (text) fullTextSearch.push({ value: text });
  for (const filter of fieldFilterList) {
    const value = filters.fields[filter.key];
    if (filter.kind === 'hasData') {
      if (value === true) hasData.push(filter.fieldId);
    } else if (typeof value === 'string' && value.trim() !== '') {
      if (filter.kind === 'exact') exactMatch.push({ id: filter.fieldId, value });
      else fullTextSearch.push({ id: filter.fieldId, value: value.trim() });
    }
  }
  return {
    startDate: filters.range.startDate,
    endDate: filters.range.endDate,
    local: true,
    ...(filters.statuses.length ? { status: filters.statuses } : {}),
    ...(filters.userIds.length ? { userId: filters.userIds } : {}),
    ...(fullTextSearch.length ? { fullTextSearch } : {}),
    ...(exactMatch.length ? { exactMatch } : {}),
    ...(hasData.length ? { hasData } : {}),
    orderField: sort.orderField,
    order: sort.order,
    limit,
  };
}

/** The search filter an export of "everything listed" sends: the search less its order and page size. */
export function exportFilter(search: SubmissionSearch): SubmissionSearch {
  const { orderField: _orderField, order: _order, limit: _limit, ...filter } = search;
  return filter;
}

/** The names of the filters in use, for the "form filtered" event. */
export function filterNames(filters: ListFilters, fieldFilterList: readonly FieldFilter[]): string[] {
  const names = [];
  if (filters.statuses.length) names.push('status');
  if (filters.userIds.length) names.push('user');
  if (filters.text.trim()) names.push('text');
  for (const filter of fieldFilterList) {
    const value = filters.fields[filter.key];
    if (value !== undefined && value !== '' && value !== false) names.push(filter.label);
  }
  return names;
}

/** The submitters of the loaded rows, for the user filter when the account's users cannot be read. */
export function submitters(rows: readonly Pick<Submission, 'userId' | 'userName'>[]): { id: string; value: string }[] {
  const byId = new Map<string, string>();
  for (const row of rows) if (!byId.has(row.userId)) byId.set(row.userId, row.userName || row.userId);
  return [...byId].map(([id, value]) => ({ id, value })).sort((a, b) => a.value.localeCompare(b.value));
}

/** A submission's values by field id, as the renderer takes them. */
export function valuesOf(submission: Pick<Submission, 'fields'>): Record<string, unknown> {
  return Object.fromEntries(submission.fields.map((field) => [field.id, field.value]));
}

/** The values that differ from the saved ones (by their JSON), as the edit call sends them. */
export function changedValues(
  saved: Record<string, unknown>,
  edited: Record<string, unknown>,
): { id: string; value: unknown }[] {
  const ids = new Set([...Object.keys(saved), ...Object.keys(edited)]);
  return [...ids]
    .filter((id) => edited[id] !== undefined)
    .filter((id) => JSON.stringify(saved[id] ?? null) !== JSON.stringify(edited[id] ?? null))
    .map((id) => ({ id, value: edited[id] ?? null }));
}

/** The values a new submission sends: every field that has one. */
export function submittedValues(values: Record<string, unknown>): { id: string; value: unknown }[] {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => ({ id, value }));
}

/** The wall-clock now as a submission's localDateTime (`YYYY-MM-DDTHH:mm`) and the zone's minutes east of UTC. */
export function localNow(now: Date = new Date()): { localDateTime: string; timezoneOffset: number } {
  return { localDateTime: toIsoMinute(now), timezoneOffset: -now.getTimezoneOffset() };
}
