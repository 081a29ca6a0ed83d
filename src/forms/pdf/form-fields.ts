import { computeClockHours, isNextDay, lineItemTotalCents, type LineItemTotals } from '../engine/calculations/index.js';
import {
  isDisplayOnlyLayoutType,
  isJsonObject,
  MOBILE_TO_WEB_TYPE,
  walkFields,
  type FieldAttributes,
  type FormTemplate,
  type JsonObject,
  type LayoutFieldType,
  type PdfField,
} from '../engine/index.js';
import {
  cents,
  DATE_PATTERN,
  dateText,
  displayText,
  formatValue,
  hours,
  isPdfValueFormat,
  number,
  TIME_PATTERN,
  type DisplayOptions,
  type FormatOptions,
  type PdfValueFormat,
} from './format.js';

/** What a PDF template gets for a value of a form (docs/pdf.md). */
export interface PdfFieldContext {
  id: string;
  label: string;
  /** The server field type (TextField, MultiUserField, …). */
  type: string;
  /** How the built-in layout shows it. */
  kind: 'text' | 'table' | 'images' | 'signature';
  /** The value as text ('' when empty; the names for crew, the total for line items). */
  value: string;
  raw: unknown;
  empty: boolean;
  /** Pictures (image and signature fields) as data: URLs. */
  images: string[];
  /** List fields (crew, line items, or any with nested PDF-config fields): the columns, the items and the rows. */
  columns?: { key: string; label: string }[];
  /** Each item by column key. */
  items?: Record<string, PdfCellContext>[];
  /** Each item's cells in column order. */
  rows?: PdfCellContext[][];
  /** Line items: subtotal, discount, surcharge, tax and total, those that apply. */
  totals?: { label: string; value: string }[];
}

export interface PdfCellContext {
  key: string;
  label: string;
  value: string;
  raw: unknown;
}

export interface ValueOptions extends FormatOptions, DisplayOptions {
  /**
   * The data: URL to show for an image or signature value that is not one already (a stored file's key or URL);
   * undefined leaves the picture out. Without it only `data:image/…;base64,` values are shown.
   */
  imageSource?: (reference: string) => string | undefined;
}

/** A value field of the template: its id, server type, label and merged attributes. */
export interface FormField {
  id: string;
  type: string;
  label: string;
  attributes: FieldAttributes;
}

const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function serverType(field: JsonObject): string | undefined {
  const type = stringOf(field.type);
  return stringOf(field.fieldType) ?? MOBILE_TO_WEB_TYPE[type as LayoutFieldType] ?? type;
}

/**
 * The value fields of a template by id: the template's own fields and the web layout's widgets, merged as the
 * calculations merge them (the web layout's type and attributes win).
 */
export function formFields(template: FormTemplate): Map<string, FormField> {
  const byId = new Map<string, FormField>();
  const add = (field: JsonObject, web: boolean) => {
    const id = stringOf(field.id);
    const type = web ? stringOf(field.type) : serverType(field);
    if (id === undefined || type === undefined || type === 'Row' || type === 'Divider') return;
    if (!web && isDisplayOnlyLayoutType(field.type)) return;
    const known = byId.get(id);
    const attributes = { ...known?.attributes, ...(isJsonObject(field.attributes) ? field.attributes : {}) };
    const label = stringOf(attributes.title) ?? known?.label ?? stringOf(field.name) ?? id;
    byId.set(id, { id, type: web ? type : (known?.type ?? type), label, attributes });
  };
  for (const { field } of walkFields(template.fields, [])) add(field, false);
  for (const { field } of walkFields(template.layouts?.web?.fields, [])) add(field, true);
  return byId;
}

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;

function imageReferences(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imageReferences);
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!isJsonObject(value)) return [];
  const reference = ['dataUrl', 'url', 'uri', 'src', 'key'].map((key) => value[key]).find(stringOf);
  return reference === undefined ? [] : [reference as string];
}

/** The pictures of an image or signature value, as data: URLs. */
function imagesOf(value: unknown, options: ValueOptions): string[] {
  return imageReferences(value)
    .map((reference) => (DATA_IMAGE.test(reference) ? reference : options.imageSource?.(reference)))
    .filter((source): source is string => source !== undefined && DATA_IMAGE.test(source));
}

const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

interface Column {
  key: string;
  label: string;
  format?: PdfValueFormat;
  /** A value computed from the item instead of read from it. */
  compute?: (item: JsonObject) => string;
}

const CREW_COLUMNS: Column[] = [
  { key: 'userName', label: 'Name' },
  { key: 'occupation', label: 'Occupation' },
];

const LINE_ITEM_COLUMNS: Column[] = [
  { key: 'name', label: 'Item' },
  { key: 'notes', label: 'Notes' },
  { key: 'startDate', label: 'Start', format: 'date' },
  { key: 'endDate', label: 'End', format: 'date' },
  { key: 'quantity', label: 'Qty', format: 'number' },
  { key: 'unit', label: 'Unit' },
  { key: 'rate', label: 'Rate', format: 'money' },
  { key: 'amount', label: 'Amount', compute: (item) => cents(lineItemTotalCents(item)) },
];

export const LINE_ITEM_TYPES = new Set(['MultiQuoteItemField', 'MultiInvoiceItemField']);

/** Columns of a list field by type; optional ones (notes, dates, occupation) only when some item has them. */
function defaultColumns(type: string, items: JsonObject[]): Column[] | undefined {
  const has = (key: string) => items.some((item) => !isEmptyValue(cellRaw(item, key)));
  if (type === 'MultiUserField') return CREW_COLUMNS.filter((column) => column.key === 'userName' || has(column.key));
  if (LINE_ITEM_TYPES.has(type)) {
    const optional = ['notes', 'startDate', 'endDate', 'unit'];
    return LINE_ITEM_COLUMNS.filter((column) => !optional.includes(column.key) || has(column.key));
  }
  return undefined;
}

/** A crew entry's occupation may come as a name of its own (the caller resolves occupationId). */
function cellRaw(item: JsonObject, key: string): unknown {
  if (key === 'occupation') return item.occupationName ?? item.occupation;
  return item[key];
}

function table(items: JsonObject[], columns: Column[], options: ValueOptions) {
  const cell = (item: JsonObject, column: Column): PdfCellContext => {
    const raw = cellRaw(item, column.key);
    const value = column.compute
      ? column.compute(item)
      : column.format
        ? formatValue(raw, column.format, options)
        : displayText(raw, options);
    return { key: column.key, label: column.label, value, raw };
  };
  const rows = items.map((item) => columns.map((column) => cell(item, column)));
  return {
    columns: columns.map(({ key, label }) => ({ key, label })),
    rows,
    items: rows.map((cells) => Object.fromEntries(cells.map((cell) => [cell.key, cell]))),
  };
}

function totalsOf(totals: LineItemTotals): { label: string; value: string }[] {
  const lines: [string, number, boolean][] = [
    ['Subtotal', totals.subtotalCents, true],
    ['Discount', -totals.discountCents, totals.discountCents > 0],
    ['Surcharge', totals.surchargeCents, totals.surchargeCents > 0],
    ['Tax', totals.taxCents, totals.taxCents > 0],
    ['Total', totals.totalCents, true],
  ];
  return lines.filter(([, , shown]) => shown).map(([label, amount]) => ({ label, value: cents(amount) }));
}

const withSuffix = (text: string, suffix: unknown) =>
  text !== '' && typeof suffix === 'string' && suffix.trim() !== '' ? `${text} ${suffix.trim()}` : text;

function lastTime(times: unknown): unknown {
  return Array.isArray(times) && times.length > 0
    ? (times.at(-1) as { dateTime?: unknown } | null)?.dateTime
    : undefined;
}

/** A ClockTimeInput value: `In 7:00am · Out 3:30pm · 30 min out · 8.00 hours`. */
function clockText(value: unknown, attributes: FieldAttributes, options: ValueOptions): string {
  if (!isJsonObject(value)) return '';
  const clockIn = dateText(lastTime(value.clockInTimes), TIME_PATTERN, options);
  const clockOut = dateText(lastTime(value.clockOutTimes), TIME_PATTERN, options);
  const out = number(value.outTime, 0);
  const { hours: clockHours } = computeClockHours(value, attributes.minuteIncrements);
  return [
    clockIn && `In ${clockIn}`,
    clockOut && `Out ${clockOut}`,
    out && out !== '0' ? `${out} min out` : '',
    clockHours !== null ? `${hours(clockHours)} hours` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

function dateRangeText(value: unknown, options: ValueOptions): string {
  const [start, end]: unknown[] = Array.isArray(value)
    ? (value as unknown[])
    : isJsonObject(value)
      ? [value.startDate ?? value.start, value.endDate ?? value.end]
      : [];
  const dates = [start, end].map((date) => dateText(date, DATE_PATTERN, options));
  return dates.filter(Boolean).join(' – ');
}

/** The text of a value by its field type, when the PDF config gives no format. */
function defaultText(field: FormField, raw: unknown, options: ValueOptions & { localDateTime?: unknown }): string {
  const { type, attributes } = field;
  switch (type) {
    case 'Checkbox':
      return formatValue(raw, 'yesNo');
    case 'DateField':
    case 'InvoiceDateField':
    case 'DueDateField':
      return formatValue(raw, 'date', options);
    case 'WeekDateField': {
      const date = formatValue(raw, 'date', options);
      return date && `Week of ${date}`;
    }
    case 'DateTimeField':
      return formatValue(raw, 'dateTime', options);
    case 'TimeField': {
      const time = formatValue(raw, 'time', options);
      return time && isNextDay(raw, options.localDateTime) ? `${time} (next day)` : time;
    }
    case 'InvoiceRangePicker':
      return dateRangeText(raw, options);
    case 'ClockTimeInput':
      return clockText(raw, attributes, options);
    case 'TotalField':
      return formatValue(raw, 'money');
    case 'NumberField':
    case 'AdderField':
      return withSuffix(
        attributes.startId || attributes.endId ? formatValue(raw, 'hours') : formatValue(raw, 'number'),
        attributes.endText,
      );
    default:
      return displayText(raw, options);
  }
}

function defaultKind(type: string): PdfFieldContext['kind'] {
  if (type === 'MultiImageField') return 'images';
  if (type === 'SignatureField') return 'signature';
  return type === 'MultiUserField' || LINE_ITEM_TYPES.has(type) ? 'table' : 'text';
}

/** The columns a PDF config's nested fields name (entries without a fieldId are skipped). */
function configColumns(fields: unknown): Column[] | undefined {
  const columns = (Array.isArray(fields) ? fields : []).filter(isJsonObject).flatMap(({ fieldId, label, format }) =>
    typeof fieldId === 'string'
      ? [
          {
            key: fieldId,
            label: typeof label === 'string' ? label : fieldId,
            format: isPdfValueFormat(format) ? format : undefined,
          },
        ]
      : [],
  );
  return columns.length ? columns : undefined;
}

interface FieldContextInput {
  field: FormField;
  raw: unknown;
  /** The PDF config's entry for this field, if any: its label, format and nested fields win. */
  config?: PdfField;
  /** The form's line-item totals, for line-item fields. */
  totals?: LineItemTotals | null;
}

/** What a template gets for one field's value. */
export function fieldContext(
  { field, raw, config, totals }: FieldContextInput,
  options: ValueOptions & { localDateTime?: unknown },
): PdfFieldContext {
  const format = isPdfValueFormat(config?.format) ? config.format : undefined;
  const items = Array.isArray(raw) ? raw.filter(isJsonObject) : [];
  const columns = configColumns(config?.fields) ?? defaultColumns(field.type, items);
  const kind: PdfFieldContext['kind'] =
    format === 'image' ? 'images' : format === 'signature' ? 'signature' : columns ? 'table' : defaultKind(field.type);
  const value = format ? formatValue(raw, format, options) : defaultText(field, raw, options);
  const context: PdfFieldContext = {
    id: field.id,
    label: typeof config?.label === 'string' ? config.label : field.label,
    type: field.type,
    kind,
    value: LINE_ITEM_TYPES.has(field.type) && totals && !format ? cents(totals.totalCents) : value,
    raw,
    empty: isEmptyValue(raw),
    images: kind === 'images' || kind === 'signature' ? imagesOf(raw, options) : [],
  };
  if (columns) Object.assign(context, table(items, columns, options));
  if (LINE_ITEM_TYPES.has(field.type) && totals) context.totals = totalsOf(totals);
  return context;
}
