import {
  DEFAULT_FORM_TYPE_SLUG,
  FORM_DESCRIPTION_FIELD_NAME,
  formDescriptionField,
  formDescriptionOf,
  formTitle,
  isJsonObject,
  NEW_FORM_DEFAULTS,
  normalizeFormTypeSlug,
  validateTemplate,
  type Checked,
  type FormTemplate as TemplateDocument,
  type Problem,
} from './engine/index.js';
import type { FormTemplate } from './form-template.entity.js';

/** The template's keys kept in columns of `form_template`; every other key is stored in `document`. */
export const COLUMN_KEYS = [
  'name',
  'formTypeSlug',
  'divisionId',
  'divisionIds',
  'formVersion',
  'templateVersion',
  'renderEngineVersion',
] as const;

/** Keys of a read that are not part of the stored document (a client may send them back; they are ignored). */
const READ_ONLY_KEYS = ['id', 'accountId', 'createdAt', 'updatedAt', 'formType'] as const;
/** Never taken from input: the read-only keys, and `submitted`, which the server maintains. */
const SERVER_KEYS: readonly string[] = [...READ_ONLY_KEYS, 'submitted'];

export type TemplateInput = Record<string, unknown>;
export type TemplateRow = Pick<FormTemplate, (typeof COLUMN_KEYS)[number] | 'title' | 'document'>;

const PLEASE_DESCRIBE = 'Please provide a Form Description.';
const PLEASE_DIVIDE = 'Please provide a Division';

const isDescriptionField = (field: unknown): boolean =>
  isJsonObject(field) && field.name === FORM_DESCRIPTION_FIELD_NAME;

/** The input without the keys the server owns, and without the keys sent as null (null removes a key). */
function clientKeys(input: TemplateInput): TemplateInput {
  return Object.fromEntries(
    Object.entries(input).filter(([key, value]) => value !== undefined && value !== null && !SERVER_KEYS.includes(key)),
  );
}

/**
 * A new template from createFormTemplate's input (spec 3 §2 Create Form, §9): version 0.0.5, form type `other`
 * unless given, and the hidden Form Description field first, carrying `description` (or the text of a Form
 * Description field the input already has). A division is required.
 */
export function newTemplate(input: TemplateInput): Checked<TemplateDocument> {
  const candidate: TemplateInput = {
    formTypeSlug: DEFAULT_FORM_TYPE_SLUG,
    ...clientKeys(input),
    formVersion: NEW_FORM_DEFAULTS.formVersion,
  };
  const problems: Problem[] = [];
  const given = typeof input.description === 'string' ? input.description.trim() : '';
  const description = given || formDescriptionOf(input);
  if (!description) problems.push({ path: ['description'], message: PLEASE_DESCRIBE });
  else candidate.description = description;
  if (candidate.fields === undefined || Array.isArray(candidate.fields)) {
    const fields = (candidate.fields ?? []) as unknown[];
    const existing = fields.find(isDescriptionField) as Record<string, unknown> | undefined;
    const first = existing ? { ...existing, text: description ?? '' } : formDescriptionField(description ?? '');
    candidate.fields = [first, ...fields.filter((field) => !isDescriptionField(field))];
  }
  if (!candidate.divisionId) problems.push({ path: ['divisionId'], message: PLEASE_DIVIDE });
  else if (candidate.divisionIds === undefined) candidate.divisionIds = [candidate.divisionId];
  return checked(candidate, problems);
}

/**
 * The stored template with the input's keys replacing its own (top-level keys only: `layouts` replaces all layouts;
 * a key sent as null is removed), checked again as a whole.
 */
export function changedTemplate(stored: TemplateInput, input: TemplateInput): Checked<TemplateDocument> {
  const candidate: TemplateInput = { ...stored, ...clientKeys(input) };
  for (const [key, value] of Object.entries(input)) {
    if (value === null && !SERVER_KEYS.includes(key)) delete candidate[key];
  }
  return checked(candidate, []);
}

/** The engine's check on save (Banner ids assigned, schema, layout checks), after the server's own problems. */
function checked(candidate: TemplateInput, problems: Problem[]): Checked<TemplateDocument> {
  const result = validateTemplate(candidate);
  const all = [...(result.ok ? [] : result.problems), ...problems];
  return all.length ? { ok: false, problems: all } : result;
}

/** A checked template as the row's columns and document. */
export function toRow(template: TemplateDocument): TemplateRow {
  const document: Record<string, unknown> = { ...template };
  for (const key of [...READ_ONLY_KEYS, ...COLUMN_KEYS]) delete document[key];
  return {
    name: template.name,
    formTypeSlug: normalizeFormTypeSlug(template.formTypeSlug) ?? DEFAULT_FORM_TYPE_SLUG,
    divisionId: template.divisionId ?? null,
    divisionIds: [...new Set(template.divisionIds ?? [])],
    formVersion: template.formVersion,
    templateVersion: template.templateVersion ?? null,
    renderEngineVersion: template.renderEngineVersion ?? null,
    title: formTitle(template),
    document,
  };
}

/** A stored row as the template document it was made from (without the server's id, account and times). */
export function fromRow(row: TemplateRow): TemplateInput {
  const template: TemplateInput = {
    ...row.document,
    name: row.name,
    formTypeSlug: row.formTypeSlug,
    divisionId: row.divisionId,
    divisionIds: row.divisionIds,
    formVersion: row.formVersion,
  };
  if (row.templateVersion !== null) template.templateVersion = row.templateVersion;
  if (row.renderEngineVersion !== null) template.renderEngineVersion = row.renderEngineVersion;
  return template;
}
