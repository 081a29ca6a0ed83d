import type { UpdateFormTemplateInput } from '../../api/gql/graphql';
import type { Problem } from './engine';

/** A template as read (the detail fragment), less what only the screens use. */
interface ReadTemplate {
  [key: string]: unknown;
  formType?: { __typename?: string; slug: string; displayName: string } | null;
}

/** The template's keys in the order of spec 3 §3, as the raw editor and the detail page's summary show them. */
const TEMPLATE_KEYS = [
  'id',
  'accountId',
  'createdAt',
  'updatedAt',
  'divisionId',
  'divisionIds',
  'requiredServices',
  'formTypeSlug',
  'formType',
  'flagForReview',
  'formVersion',
  'name',
  'submitted',
  'fields',
  'alerts',
  'subForms',
  'layouts',
  'logicRules',
  'renderEngineVersion',
  'templateVersion',
  'parameters',
  'description',
] as const;

/** Spec 3 §2 edit-raw-form: removed before saving. */
export const STRIPPED_KEYS = ['id', 'accountId', 'createdAt', 'updatedAt'] as const;
/** Answered by the server and ignored on input (docs/forms.md): never sent. */
const SERVER_KEYS = ['formType', 'submitted'] as const;
/** What updateFormTemplate takes. */
const INPUT_KEYS = TEMPLATE_KEYS.filter(
  (key) => !(STRIPPED_KEYS as readonly string[]).includes(key) && !(SERVER_KEYS as readonly string[]).includes(key),
) as (keyof UpdateFormTemplateInput)[];

/** The template as a plain JSON document in the spec's key order, without null or missing keys. */
export function rawTemplate(template: ReadTemplate): Record<string, unknown> {
  const document: Record<string, unknown> = {};
  for (const key of TEMPLATE_KEYS) {
    const value = template[key];
    if (value === null || value === undefined) continue;
    if (key === 'formType' && typeof value === 'object') {
      const { __typename: _typename, ...formType } = value as Record<string, unknown>;
      document[key] = formType;
    } else document[key] = value;
  }
  return document;
}

export const rawTemplateText = (template: ReadTemplate) => JSON.stringify(rawTemplate(template), null, 2);

export type RawTemplateUpdate = { ok: true; input: UpdateFormTemplateInput } | { ok: false; problems: Problem[] };

/**
 * The updateFormTemplate input for an edited raw template: `id`, `accountId`, `createdAt` and `updatedAt` removed
 * (spec 3 §2), the server-maintained `formType` and `submitted` not sent, and every key the original had that the
 * edit removed sent as null (the server then removes it), so the saved template is what the editor shows. A key
 * updateFormTemplate does not take, or a document that is not an object, is a problem.
 */
export function rawTemplateUpdate(original: Record<string, unknown>, edited: unknown): RawTemplateUpdate {
  if (typeof edited !== 'object' || edited === null || Array.isArray(edited)) {
    return { ok: false, problems: [{ path: [], message: 'The form must be a JSON object' }] };
  }
  const known = new Set<string>([...TEMPLATE_KEYS]);
  const unknown = Object.keys(edited).filter((key) => !known.has(key));
  if (unknown.length) {
    return {
      ok: false,
      problems: unknown.map((key) => ({ path: [key], message: `"${key}" is not a key of a form template` })),
    };
  }
  const values = edited as Record<string, unknown>;
  const input: Record<string, unknown> = {};
  for (const key of INPUT_KEYS) {
    if (key in values) input[key] = values[key];
    else if (key in original) input[key] = null;
  }
  return { ok: true, input };
}
