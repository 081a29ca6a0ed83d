import {
  isDisplayOnlyLayoutType,
  isJsonObject,
  MOBILE_TO_WEB_TYPE,
  isWebEntryType,
  walkFields,
  type FormTemplate,
  type JsonObject,
  type LayoutFieldType,
} from '../engine/index.js';
import type { FormField } from '../field-types/definition.js';

/*
 * A template's value fields, in a module apart from form-fields.ts, which writes a field's PDF context through the
 * field-type registry (every type's definition, with the calculations): the Documents and quote lists need only the
 * fields, and load this module alone (docs/performance.md, "Measured in a browser").
 */

export type { FormField };

export const stringOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

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
    if (id === undefined || type === undefined || isWebEntryType(type)) return;
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
