import { z } from 'zod';
import type { Option } from '../../ui/Select';
import type { DataModelRow } from './dataModel';
import { type AiFormType, FORM_DESCRIPTION_FIELD_NAME, FORM_TYPE_OF_AI_TYPE, NEW_FORM_DEFAULTS } from './engine';
import { postStream, SOMETHING_WENT_WRONG, StreamError } from './stream';

/** What a saved AI form carries (spec 3 §2). */
export const AI_FORM_VERSIONS = {
  formVersion: NEW_FORM_DEFAULTS.formVersion,
  renderEngineVersion: '0.0.1',
  templateVersion: '0.0.1',
} as const;
export const DOWNLOAD_NAME = 'Download Name';

/** A form type as the screen writes it ("Timecard", "Safety", …). */
export const formTypeLabel = (formType: AiFormType) => `${formType[0].toUpperCase()}${formType.slice(1)}`;

/** The name of a form the AI builder makes, until one is typed (spec 3 §2). */
export const defaultName = (formType: AiFormType | null) =>
  `AI Generated ${formType ? formTypeLabel(formType) : 'Form'}`;

const fieldList = z.array(z.unknown());
const generatedTemplate = z.looseObject({
  fields: fieldList.optional(),
  layouts: z.looseObject({
    ios: z.looseObject({ fields: fieldList }).optional(),
    web: z.looseObject({ fields: fieldList }),
  }),
});

/** The two layouts the IOS Layout and Web Layout steps edit, as JSON text. */
export interface LayoutTexts {
  ios: string;
  web: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The first iOS field when it is the hidden Form Description field (the template's description lives there). */
function descriptionField(iosLayout: unknown): Record<string, unknown> | undefined {
  const first: unknown = Array.isArray(iosLayout) ? iosLayout[0] : undefined;
  return isObject(first) && first.name === FORM_DESCRIPTION_FIELD_NAME ? first : undefined;
}

/** The form's description: the text of the first iOS field (spec 3 §2), '' when there is none. */
export function descriptionOf(iosLayout: unknown): string {
  const text = descriptionField(iosLayout)?.text;
  return typeof text === 'string' ? text : '';
}

/** The iOS layout with `description` as its first field's text; unchanged when that field is not there. */
export function withDescription(iosLayout: unknown, description: string): unknown {
  const field = descriptionField(iosLayout);
  return field ? [{ ...field, text: description }, ...(iosLayout as unknown[]).slice(1)] : iosLayout;
}

/**
 * `POST /api/generate/template` (docs/ai-form-builder.md): the template laid out from the data model, streamed field
 * by field; answered as the editors' texts. The iOS layout is the template's own fields (docs/forms.md), the server's
 * `layouts.ios.fields`; its Form Description takes the General Info description when one is typed.
 */
export async function generateTemplate(
  formType: AiFormType,
  rows: DataModelRow[],
  description: string,
  signal: AbortSignal,
  onText: (text: string) => void,
): Promise<LayoutTexts> {
  const body = JSON.stringify({ formType, data_model: rows });
  const headers = { 'Content-Type': 'application/json' };
  const parsed = generatedTemplate.safeParse(await postStream('/generate/template', { body, headers, signal }, onText));
  if (!parsed.success) throw new StreamError(SOMETHING_WENT_WRONG);
  const { fields, layouts } = parsed.data;
  const ios = layouts.ios?.fields ?? fields ?? [];
  return { ios: json(description.trim() ? withDescription(ios, description) : ios), web: json(layouts.web) };
}

/** The wizard's values that Save needs. */
export interface AiFormDraft {
  name: string;
  formType: AiFormType | null;
  division: Option | null;
  /** The parsed layouts (undefined: none yet, or not JSON) and whether the layout checks found problems. */
  ios: { value: unknown; ok: boolean; problems: number } | null;
  web: { value: unknown; ok: boolean; problems: number } | null;
}

/**
 * What keeps Save disabled (spec 3 §2: name, form type, division, both layouts valid JSON, a description), in the
 * Submit step's words; empty when the form can be saved. Layouts the layout checks refuse would be refused by the
 * server too, so they keep it disabled as well.
 */
export function missingForSave(draft: AiFormDraft): string[] {
  const missing: string[] = [];
  if (!draft.name.trim()) missing.push('a form name');
  if (!draft.formType) missing.push('a form type');
  if (!draft.division) missing.push('a division');
  for (const [label, layout] of [
    ['IOS', draft.ios],
    ['Web', draft.web],
  ] as const) {
    if (!layout) missing.push(`the ${label} layout`);
    else if (!layout.ok) missing.push(`valid JSON in the ${label} layout`);
    else if (layout.problems > 0) missing.push(`a ${label} layout that passes the layout checks`);
  }
  if (draft.ios?.ok && !descriptionOf(draft.ios.value).trim()) missing.push('a description');
  return missing;
}

/** The createFormTemplate input of a draft Save accepts (missingForSave is empty). */
export function aiFormTemplateInput(draft: AiFormDraft) {
  const ios = draft.ios!.value as unknown[];
  const web = draft.web!.value as Record<string, unknown>;
  return {
    name: draft.name.trim(),
    formTypeSlug: FORM_TYPE_OF_AI_TYPE[draft.formType!],
    divisionId: draft.division!.id,
    ...AI_FORM_VERSIONS,
    description: descriptionOf(ios).trim(),
    fields: ios,
    layouts: { web: { ...web, downloadName: web.downloadName || DOWNLOAD_NAME } },
  };
}
