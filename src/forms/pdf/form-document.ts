import { recompute } from '../engine/calculations/index.js';
import { isJsonObject, type FormTemplate, type JsonObject, type PdfConfig, type PdfField } from '../engine/index.js';
import { DATE_PATTERN, DATE_TIME_PATTERN, dateText, hours } from './format.js';
import {
  fieldContext,
  formFields,
  isLineItemField,
  type FormField,
  type PdfFieldContext,
  type ValueOptions,
} from './form-fields.js';

/** The submission properties a PDF shows (spec 3 §3 "Form submission"); anything else it carries is passed on. */
export interface SubmissionLike {
  id?: string;
  number?: number | string | null;
  status?: string | null;
  /** When it was submitted: an instant (ISO text with `Z` or an offset, or a Date). */
  submitDateTime?: string | Date | null;
  /** The form's own date and time, wall-clock text (`2026-11-20T07:00`). */
  localDateTime?: string | null;
  /** Minutes as JavaScript's getTimezoneOffset() gives them (420 for UTC−7); shows instants in the form's time. */
  timezoneOffset?: number | null;
  userName?: string | null;
  totalHours?: number | string | null;
  adminNotes?: string | null;
  fields?: readonly { id: string; value: unknown }[] | null;
  [property: string]: unknown;
}

/** A cell of the built-in layout: a field placed on a row's grid. */
export interface LayoutCell extends PdfFieldContext {
  columnStart: number;
  columnEnd: number;
}

/** An entry of the built-in layout, in the order of the web layout (or of the template's fields without one). */
export interface LayoutEntry {
  divider?: boolean;
  heading?: string;
  note?: string;
  columns?: number;
  cells?: LayoutCell[];
}

/** The Handlebars context of a form PDF (docs/pdf.md lists it for template authors). */
export interface FormDocumentContext {
  form: { name: string; description: string; formType: string; downloadName: string };
  /** The submission's properties as given (raw), without its field values. */
  submission: Omit<SubmissionLike, 'fields'>;
  /** The submission's properties as text: `#1024`, `Approved`, the form's date, submitted at, by, total hours. */
  info: { number: string; status: string; date: string; submitted: string; userName: string; totalHours: string };
  /** Every value field of the template (and every PDF-config field) by id. */
  fields: Record<string, PdfFieldContext>;
  /** The raw values by field id. */
  values: Record<string, unknown>;
  /** The form's line-item totals as text (subtotal, discount, surcharge, tax, total), or empty. */
  totals: { label: string; value: string }[];
  /** The web layout, for the built-in layout and for templates that walk it. */
  layout: LayoutEntry[];
}

export interface FormDocumentOptions extends Pick<ValueOptions, 'imageSource' | 'nameOf'> {
  pdfConfig?: Pick<PdfConfig, 'fields'> | null;
}

const SMALL_WORDS = new Set(['to', 'of', 'and', 'or', 'for', 'in', 'on']);

/** `ready_to_send` → `Ready to Send`, `approved` → `Approved`; text with capitals is kept as written. */
export function statusLabel(status: unknown): string {
  if (typeof status !== 'string') return '';
  if (/[A-Z]/.test(status)) return status;
  return status
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word, index) => (index > 0 && SMALL_WORDS.has(word) ? word : word[0].toUpperCase() + word.slice(1)))
    .join(' ');
}

function submissionInfo(submission: SubmissionLike): FormDocumentContext['info'] {
  const options = { timezoneOffset: submission.timezoneOffset };
  const number = submission.number ?? '';
  return {
    number: number === '' ? '' : `#${String(number)}`,
    status: statusLabel(submission.status),
    date: dateText(submission.localDateTime, DATE_PATTERN, options),
    submitted: dateText(submission.submitDateTime, DATE_TIME_PATTERN, options),
    userName: typeof submission.userName === 'string' ? submission.userName : '',
    totalHours: hours(submission.totalHours),
  };
}

const gridLine = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;

/** The built-in layout's entries: the web layout's Rows and Dividers, or the template's fields without one. */
function layoutOf(template: FormTemplate, fields: Record<string, PdfFieldContext>): LayoutEntry[] {
  const shown = (field: JsonObject) =>
    typeof field.id === 'string' && Object.hasOwn(fields, field.id) && !isHidden(field);
  const cell = (field: JsonObject, columns: number): LayoutCell => {
    const start = gridLine(field.columnStart, 1);
    return {
      ...fields[field.id as string],
      columnStart: Math.min(start, columns),
      columnEnd: Math.max(Math.min(gridLine(field.columnEnd, columns + 1), columns + 1), start + 1),
    };
  };
  const row = (inner: unknown, columnCount: unknown): LayoutEntry | undefined => {
    const columns = gridLine(columnCount, 12);
    const cells = (Array.isArray(inner) ? inner : []).filter(isJsonObject).filter(shown);
    return cells.length ? { columns, cells: cells.map((field) => cell(field, columns)) } : undefined;
  };

  const web = template.layouts?.web?.fields;
  if (Array.isArray(web) && web.length > 0) {
    return web.filter(isJsonObject).flatMap((entry): LayoutEntry[] => {
      if (entry.type === 'Divider') return [{ divider: true }];
      const made = entry.type === 'Row' ? row(entry.fields, entry.columns) : row([entry], 1);
      return made ? [made] : [];
    });
  }
  return template.fields.filter(isJsonObject).flatMap((field): LayoutEntry[] => {
    if (isHidden(field)) return [];
    if (field.type === 'Banner' || field.type === 'NotesBanner') return textEntry('heading', field.text);
    if (field.type === 'Text') return textEntry('note', field.text);
    const made = field.type === 'Row' ? row(field.fields, field.columns) : row([field], 1);
    return made ? [made] : [];
  });
}

const isHidden = (field: JsonObject) => isJsonObject(field.attributes) && field.attributes.hidden === true;

function textEntry(key: 'heading' | 'note', text: unknown): LayoutEntry[] {
  return typeof text === 'string' && text.trim() !== '' ? [{ [key]: text }] : [];
}

/** Each PDF-config field by id (the first entry of an id wins; entries without one are skipped). */
function configById(pdfConfig: FormDocumentOptions['pdfConfig']): Map<string, PdfField> {
  const byId = new Map<string, PdfField>();
  const fields: unknown[] = Array.isArray(pdfConfig?.fields) ? pdfConfig.fields : [];
  for (const field of fields) {
    if (!isJsonObject(field) || typeof field.fieldId !== 'string' || byId.has(field.fieldId)) continue;
    byId.set(field.fieldId, field as PdfField);
  }
  return byId;
}

/**
 * The Handlebars context of a form PDF: a pure function of the template, the submission and the PDF config.
 * Every value field of the template is there by id, with its label (the PDF config's, else the field's title) and
 * its value as text (the PDF config's format, else by field type), plus raw values, submission properties, totals
 * and the web layout. Pictures are data: URLs only (`imageSource` turns stored references into them).
 */
export function formDocumentContext(
  template: FormTemplate,
  submission: SubmissionLike,
  options: FormDocumentOptions = {},
): FormDocumentContext {
  const { fields: submitted, ...properties } = submission;
  const values = new Map<string, unknown>();
  for (const entry of submitted ?? [])
    if (isJsonObject(entry) && typeof entry.id === 'string') values.set(entry.id, entry.value);

  const templateFields = formFields(template);
  const config = configById(options.pdfConfig);
  // Config fields that name no template field are still given, as text (validateConfig refuses them on save).
  for (const id of config.keys()) {
    if (!templateFields.has(id)) templateFields.set(id, { id, type: 'TextField', label: id, attributes: {} });
  }
  const { totals } = recompute(template, Object.fromEntries(values));
  const valueOptions = {
    ...options,
    timezoneOffset: submission.timezoneOffset,
    localDateTime: submission.localDateTime,
  };
  // The form's one set of totals goes with its first line-item table.
  const totalsFieldId = [...templateFields.values()].find(isLineItemField)?.id;
  const contextOf = (field: FormField) => {
    const raw = values.get(field.id);
    const fieldTotals = field.id === totalsFieldId ? totals : null;
    const context = fieldContext({ field, raw, config: config.get(field.id), totals: fieldTotals }, valueOptions);
    return [field.id, context] as const;
  };
  const fields = Object.fromEntries([...templateFields.values()].map(contextOf));

  return {
    form: {
      name: template.name,
      description: typeof template.description === 'string' ? template.description : '',
      formType: typeof template.formTypeSlug === 'string' ? template.formTypeSlug : '',
      downloadName: template.layouts?.web?.downloadName ?? template.name,
    },
    submission: properties,
    info: submissionInfo(submission),
    fields,
    values: Object.fromEntries(values),
    totals: Object.values(fields).find((field) => field.totals)?.totals ?? [],
    layout: layoutOf(template, fields),
  };
}
