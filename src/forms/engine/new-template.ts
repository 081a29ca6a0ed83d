import { z } from 'zod';
import { isJsonObject } from './field-walk.js';
import type { TemplateField } from './template.schema.js';

/** The Create Form screen's defaults (spec 3 §2, §9). */
export const NEW_FORM_DEFAULTS = {
  formVersion: '0.0.5',
  name: 'My Form',
  description: 'Description for My Form',
} as const;

export const FORM_DESCRIPTION_FIELD_NAME = 'Form Description';

const PLEASE_NAME = 'Please provide a Form Name.';
const PLEASE_DESCRIBE = 'Please provide a Form Description.';
const PLEASE_DIVIDE = 'Please provide a Division';

/** The Create Form screen (spec 3 §2, §5): the division is the picker's `{ value, id }`. */
export const createFormInputSchema = z.object({
  formVersion: z.string().min(1).default(NEW_FORM_DEFAULTS.formVersion),
  name: z.string({ error: PLEASE_NAME }).trim().min(1, { error: PLEASE_NAME }),
  division: z.object({ value: z.string(), id: z.uuid({ error: PLEASE_DIVIDE }) }, { error: PLEASE_DIVIDE }),
  description: z.string({ error: PLEASE_DESCRIBE }).trim().min(1, { error: PLEASE_DESCRIBE }),
});
export type CreateFormInput = z.input<typeof createFormInputSchema>;

/** The createFormTemplate mutation's input, less the accountId the server takes from the caller. */
export interface NewFormTemplate {
  name: string;
  divisionId: string;
  formVersion: string;
  fields: TemplateField[];
}

/** The hidden Text field that carries the form's description; always a template's first field. */
export function formDescriptionField(description: string): TemplateField {
  return {
    id: crypto.randomUUID(),
    name: FORM_DESCRIPTION_FIELD_NAME,
    type: 'Text',
    text: description,
    attributes: { hidden: true },
  };
}

/** A new template from the Create Form screen (call after createFormInputSchema has accepted the input). */
export function newFormTemplate(input: CreateFormInput): NewFormTemplate {
  const { formVersion, name, division, description } = createFormInputSchema.parse(input);
  return { name, divisionId: division.id, formVersion, fields: [formDescriptionField(description)] };
}

/** The text of the template's Form Description field, if it has one. */
export function formDescriptionOf(template: unknown): string | undefined {
  const fields = isJsonObject(template) && Array.isArray(template.fields) ? template.fields : [];
  const field: unknown = fields.find((item) => isJsonObject(item) && item.name === FORM_DESCRIPTION_FIELD_NAME);
  return isJsonObject(field) && typeof field.text === 'string' && field.text.trim() !== '' ? field.text : undefined;
}

/** The admin form card's title: the Form Description field's text, else the name (spec 3 §2). */
export function formTitle(template: { name: string; fields?: unknown }): string {
  return formDescriptionOf(template) ?? template.name;
}
