import type { LineItemTotals } from '../engine/calculations/index.js';
import { isJsonObject, type JsonObject, type PdfField } from '../engine/index.js';
import {
  fieldTypeOf,
  hasCalcRole,
  type FormField,
  type PdfColumn,
  type ValueTextOptions,
} from '../field-types/index.js';
import { cents, displayText, formatValue, isPdfValueFormat } from './format.js';
import { formFields, stringOf } from './template-fields.js';

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

export interface ValueOptions extends ValueTextOptions {
  /**
   * The data: URL to show for an image or signature value that is not one already (a stored file's key or URL);
   * undefined leaves the picture out. Without it only `data:image/…;base64,` values are shown.
   */
  imageSource?: (reference: string) => string | undefined;
}

export type { FormField };
export { formFields };

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

/** A crew entry's occupation may come as a name of its own (the caller resolves occupationId). */
function cellRaw(item: JsonObject, key: string): unknown {
  if (key === 'occupation') return item.occupationName ?? item.occupation;
  return item[key];
}

function table(items: JsonObject[], columns: PdfColumn[], options: ValueOptions) {
  const cell = (item: JsonObject, column: PdfColumn): PdfCellContext => {
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

/** Whether the field is a line-item table, whose value the PDF shows as the form's total, with the totals. */
export const isLineItemField = (field: Pick<FormField, 'type'>): boolean => hasCalcRole(field.type, 'lineItems');

/** The columns a PDF config's nested fields name (entries without a fieldId are skipped). */
function configColumns(fields: unknown): PdfColumn[] | undefined {
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
  options: ValueOptions,
): PdfFieldContext {
  const format = isPdfValueFormat(config?.format) ? config.format : undefined;
  const items = Array.isArray(raw) ? raw.filter(isJsonObject) : [];
  const rendering = fieldTypeOf(field.type)?.pdf;
  const has = (key: string) => items.some((item) => !isEmptyValue(cellRaw(item, key)));
  const columns = configColumns(config?.fields) ?? rendering?.columns?.(has);
  const kind: PdfFieldContext['kind'] =
    format === 'image'
      ? 'images'
      : format === 'signature'
        ? 'signature'
        : columns
          ? 'table'
          : (rendering?.kind ?? 'text');
  const value = format
    ? formatValue(raw, format, options)
    : (rendering?.text?.(raw, field, options) ?? displayText(raw, options));
  const context: PdfFieldContext = {
    id: field.id,
    label: typeof config?.label === 'string' ? config.label : field.label,
    type: field.type,
    kind,
    value: isLineItemField(field) && totals && !format ? cents(totals.totalCents) : value,
    raw,
    empty: isEmptyValue(raw),
    images: kind === 'images' || kind === 'signature' ? imagesOf(raw, options) : [],
  };
  if (columns) Object.assign(context, table(items, columns, options));
  if (isLineItemField(field) && totals) context.totals = totalsOf(totals);
  return context;
}
