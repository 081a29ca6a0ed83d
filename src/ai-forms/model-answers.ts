import { jsonrepair } from 'jsonrepair';
import {
  assignBannerIds,
  checkLayout,
  dataModelSchema,
  FORM_DESCRIPTION_FIELD_NAME,
  formDescriptionField,
  isJsonObject,
  type AiFormType,
} from '../forms/engine/index.js';
import { UNPARSABLE_MESSAGE, type Trailer } from './stream-protocol.js';
import { DOWNLOAD_NAME } from './template-from-data-model.js';

/**
 * A model's whole answer as JSON: code fences and prose around the object dropped, then repaired (jsonrepair closes
 * what a cut-off answer left open, quotes keys, drops trailing commas). Undefined when even that fails.
 */
export function repairedJson(text: string): unknown {
  const start = text.search(/[[{]/);
  if (start < 0) return undefined;
  const body = text.slice(start).replace(/```\s*$/, '');
  try {
    return JSON.parse(jsonrepair(body));
  } catch {
    return undefined;
  }
}

/** The trailer of a model's data model: `{ data_model }` with an id on every item, or the parse error. */
export function dataModelAnswer(text: string): Trailer {
  const value = repairedJson(text);
  const checked = dataModelSchema.safeParse(Array.isArray(value) ? { data_model: value } : value);
  if (!checked.success) return { error: UNPARSABLE_MESSAGE };
  const items = checked.data.data_model.map((item) => ({ ...item, id: item.id ?? crypto.randomUUID() }));
  return { result: { data_model: items } };
}

/**
 * The trailer of a model's template: `{ fields, layouts: { ios, web } }` that passes the iOS and web layout checks,
 * or the parse error. What a model commonly leaves out is added first: the hidden Form Description field, the iOS
 * layout (the template's fields), the download name and Banner ids.
 */
export function templateAnswer(text: string, formType: AiFormType): Trailer {
  const value = repairedJson(text);
  if (!isJsonObject(value) || !Array.isArray(value.fields) || !isJsonObject(value.layouts)) {
    return { error: UNPARSABLE_MESSAGE };
  }
  const fields = value.fields as unknown[];
  const described = fields.some((field) => isJsonObject(field) && field.name === FORM_DESCRIPTION_FIELD_NAME);
  if (!described) fields.unshift(formDescriptionField(`AI generated ${formType} form`));
  const { ios, web } = value.layouts;
  const template = assignBannerIds({
    fields,
    layouts: {
      ios: isJsonObject(ios) && Array.isArray(ios.fields) && described ? ios : { fields: structuredClone(fields) },
      web: isJsonObject(web) ? { ...web, downloadName: web.downloadName ?? DOWNLOAD_NAME } : web,
    },
  });
  const problems = [...checkLayout(template, 'ios'), ...checkLayout(template, 'web')];
  return problems.length ? { error: UNPARSABLE_MESSAGE } : { result: template };
}
