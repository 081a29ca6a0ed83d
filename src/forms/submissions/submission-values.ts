import { isDeepStrictEqual } from 'node:util';
import { InvalidFieldsError } from '../../common/errors/domain-errors.js';
import { fieldIds, isJsonObject, statusChangeNote, walkFields, type FormTypePolicy } from '../engine/index.js';
import { recompute, type CalcTemplate } from '../engine/calculations/index.js';
import type { DiffRecord, FormSubmission, SubmissionField } from './form-submission.entity.js';
import { ADMIN_NOTES_CHANGE_NOTE } from './submission-rules.js';

/*
 * The values of a submission as every write stores them (docs/forms.md, Submissions): checked against the template,
 * every derived value recomputed by the forms engine, and what an edit changed. Pure code: FormSubmissionsService
 * writes with it, and the demo seed (src/seed/demo-submissions.ts) writes its submissions and their edits with it too,
 * so the seeded rows and audit entries are those the calls would have written.
 */

/** The part of a template the values are checked and computed against. */
export interface ValuesTemplate {
  fields?: unknown;
  layouts?: unknown;
  /** The form type, for the labels of its statuses in a status change's note. */
  formTypeSlug?: string;
}

/** A value as a call sends it. */
export type SubmittedField = { id: string; value: unknown; type?: string | null; itemType?: string | null };

/** What a write stores: the values, and the totals the engine gave. */
export interface ComputedValues {
  fields: SubmissionField[];
  /** numeric(12,2) as text; null when the form has no hours. */
  totalHours: string | null;
  /** bigint as text; null when the form has no line items. */
  totalCents: string | null;
}

/** Values of a submission by field id, in a Map (no id reaches an object's prototype). */
export const valuesOf = (fields: readonly SubmissionField[]) => new Map(fields.map((field) => [field.id, field.value]));

/** Every field id of the template: its own fields, the web layout's and the Android layout's. */
export function templateFieldIds(template: ValuesTemplate): Set<string> {
  const ids = new Set(fieldIds(template.fields));
  const layouts = isJsonObject(template.layouts) ? template.layouts : {};
  for (const layout of [layouts.web, layouts.android, layouts.ios]) {
    if (isJsonObject(layout)) for (const id of fieldIds(layout.fields)) ids.add(id);
  }
  return ids;
}

type FieldTypes = Pick<SubmissionField, 'type' | 'itemType'>;

/**
 * The types a template gives its fields, by id (spec 3 §3 Form submission `fields [{ id, itemType, type, value }]`):
 * `type` the server field type (the web widget's type, else the field's `fieldType`), `itemType` the layout field
 * type (the template's own field's type, else the Android layout's).
 */
export function templateFieldTypes(template: ValuesTemplate): Map<string, FieldTypes> {
  const types = new Map<string, FieldTypes>();
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const add = (fields: unknown, of: (field: Record<string, unknown>) => FieldTypes) => {
    for (const { field } of walkFields(fields, [])) {
      const id = text(field.id);
      if (id === undefined) continue;
      const known = types.get(id) ?? {};
      const found = of(field);
      types.set(id, { type: known.type ?? found.type, itemType: known.itemType ?? found.itemType });
    }
  };
  const layouts = isJsonObject(template.layouts) ? template.layouts : {};
  if (isJsonObject(layouts.web)) add(layouts.web.fields, (field) => ({ type: text(field.type) }));
  const mobile = (field: Record<string, unknown>) => ({ type: text(field.fieldType), itemType: text(field.type) });
  add(template.fields, mobile);
  if (isJsonObject(layouts.android)) add(layouts.android.fields, mobile);
  return types;
}

/**
 * The stored values after a write: the stored ones, replaced by the submitted ones by id, every derived value
 * recomputed by the engine, each with its field's types (templateFieldTypes). 400 for ids the template lacks, ids
 * sent twice, and the engine's errors, by field id.
 */
export function computeSubmissionValues(
  template: ValuesTemplate,
  stored: readonly SubmissionField[],
  submitted: readonly SubmittedField[],
): ComputedValues {
  const known = templateFieldIds(template);
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  submitted.forEach((field, index) => {
    if (!known.has(field.id)) (errors[`fields.${index}.id`] ??= []).push(`No template field has the id "${field.id}"`);
    else if (seen.has(field.id)) (errors[`fields.${index}.id`] ??= []).push(`Duplicate id "${field.id}"`);
    seen.add(field.id);
  });
  if (Object.keys(errors).length > 0) throw new InvalidFieldsError(errors);
  const values = valuesOf(stored);
  for (const field of submitted) values.set(field.id, field.value ?? null);
  const result = recompute(template as CalcTemplate, Object.fromEntries(values));
  const problems = Object.entries(result.errors);
  if (problems.length > 0) {
    throw new InvalidFieldsError(Object.fromEntries(problems.map(([id, message]) => [`fields.${id}`, [message]])));
  }
  // The template's types, else those sent, else those stored.
  const types = new Map<string, FieldTypes>();
  for (const field of [...stored, ...submitted]) {
    const known = types.get(field.id) ?? {};
    types.set(field.id, {
      type: field.type ?? known.type ?? undefined,
      itemType: field.itemType ?? known.itemType ?? undefined,
    });
  }
  for (const [id, given] of templateFieldTypes(template)) {
    const known = types.get(id) ?? {};
    types.set(id, { type: given.type ?? known.type, itemType: given.itemType ?? known.itemType });
  }
  const order = [
    ...new Set([...stored.map((f) => f.id), ...submitted.map((f) => f.id), ...Object.keys(result.values)]),
  ];
  const computed = new Map(Object.entries(result.values));
  const fields: SubmissionField[] = order.map((id) => {
    const extra = types.get(id) ?? {};
    return {
      id,
      value: computed.has(id) ? computed.get(id) : null,
      ...(extra.type ? { type: extra.type } : {}),
      ...(extra.itemType ? { itemType: extra.itemType } : {}),
    };
  });
  return {
    fields,
    totalHours: result.totalHours === null ? null : String(result.totalHours),
    totalCents: result.totals === null ? null : String(result.totals.totalCents),
  };
}

/** The part of a submission an audit entry records before and after an edit. */
export const auditRecord = (
  row: Pick<FormSubmission, 'fields' | 'status' | 'adminNotes' | 'localDateTime' | 'totalHours' | 'totalCents'>,
): Record<string, unknown> => ({
  fields: row.fields,
  status: row.status,
  adminNotes: row.adminNotes,
  localDateTime: row.localDateTime,
  totalHours: row.totalHours === null ? null : Number(row.totalHours),
  totalCents: row.totalCents === null ? null : Number(row.totalCents),
});

/** The fields whose value an edit changed, with both values. */
export function fieldDiff(before: readonly SubmissionField[], after: readonly SubmissionField[]): DiffRecord['fields'] {
  const old = valuesOf(before);
  const diff: DiffRecord['fields'] = [];
  for (const field of after) {
    const oldValue = old.has(field.id) ? old.get(field.id) : null;
    if (!isDeepStrictEqual(oldValue ?? null, field.value ?? null)) {
      diff.push({ id: field.id, oldValue: oldValue ?? null, newValue: field.value ?? null });
    }
  }
  return diff;
}

/** An edit as the writer applies it (PATCH …/submission/{id}, after its input is parsed). */
export interface SubmissionEdit {
  /** Values to merge into the stored ones by id; with `localDateTime`, what makes the edit a fields edit. */
  fields?: readonly SubmittedField[] | null;
  /** Normalised (`YYYY-MM-DDTHH:mm:ss`). */
  localDateTime?: string | null;
  timezoneOffset?: number | null;
  status?: string | null;
  /** Undefined: not sent; null clears them. */
  adminNotes?: string | null;
  /** The reason, trimmed (required for a fields edit, which the caller checks). */
  changeNotes: string;
}

/** What an edit changes on a submission. */
/** The columns an edit may change (`applySubmissionEdit`). */
export const EDITED_COLUMNS = [
  'fields',
  'totalHours',
  'totalCents',
  'localDateTime',
  'timezoneOffset',
  'status',
  'adminNotes',
] as const satisfies readonly (keyof FormSubmission)[];
export type EditableSubmission = Pick<FormSubmission, (typeof EDITED_COLUMNS)[number]>;

/** The audit entry of an edit (spec 3 §3 Audit log entry), without who made it. */
export interface EditAudit {
  changeNotes: string;
  oldRecord: Record<string, unknown>;
  newRecord: Record<string, unknown>;
  diffRecord: DiffRecord;
}

/**
 * Applies an edit to the row in place: merged and recomputed values (400 as `computeSubmissionValues`), date, offset,
 * status and admin notes. Answers the audit entry, or null when nothing changed. The entry's note is the reason; a
 * status change sent alone is noted `Changed the status to: {its label in the form type's policy}` and an admin-notes change `Updated the admin
 * notes` unless a reason came with it.
 */
export function applySubmissionEdit(
  template: ValuesTemplate,
  row: EditableSubmission,
  edit: SubmissionEdit,
  policy: FormTypePolicy,
): EditAudit | null {
  const editsFields = edit.fields != null || edit.localDateTime != null;
  const oldRecord = auditRecord(row);
  const diff: DiffRecord = { fields: [] };
  const notes: string[] = [];
  if (editsFields) {
    const computed = computeSubmissionValues(template, row.fields, edit.fields ?? []);
    diff.fields = fieldDiff(row.fields, computed.fields);
    row.fields = computed.fields;
    row.totalHours = computed.totalHours;
    row.totalCents = computed.totalCents;
    const local = edit.localDateTime ?? row.localDateTime;
    if (local !== row.localDateTime) diff.localDateTime = { oldValue: row.localDateTime, newValue: local };
    row.localDateTime = local;
    if (edit.timezoneOffset != null) row.timezoneOffset = edit.timezoneOffset;
    notes.push(edit.changeNotes);
  }
  const status = edit.status ?? null;
  if (status !== null && status !== row.status) {
    diff.status = { oldValue: row.status, newValue: status };
    row.status = status;
    if (!editsFields) notes.push(edit.changeNotes || statusChangeNote(policy, status));
  }
  if (edit.adminNotes !== undefined && (edit.adminNotes ?? null) !== row.adminNotes) {
    diff.adminNotes = { oldValue: row.adminNotes, newValue: edit.adminNotes ?? null };
    row.adminNotes = edit.adminNotes ?? null;
    if (!editsFields && diff.status === undefined) notes.push(edit.changeNotes || ADMIN_NOTES_CHANGE_NOTE);
  }
  const changed =
    diff.fields.length > 0 || diff.status !== undefined || diff.adminNotes !== undefined || diff.localDateTime;
  if (!changed) return null;
  return { changeNotes: notes[0] ?? edit.changeNotes, oldRecord, newRecord: auditRecord(row), diffRecord: diff };
}
