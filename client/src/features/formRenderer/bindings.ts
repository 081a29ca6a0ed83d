import { fieldTypeOf, isJsonObject, recompute, type CalcTemplate } from './engine';
import { tryEvaluate } from './expression';
import type { Attributes, FieldValues, FormSources, RendererTemplate } from './types';

/** A value field of the template as bindings read it: its id, its server type and its attributes (web wins). */
interface BoundField {
  id: string;
  type: string;
  attributes: Attributes;
}

/** The template's fields and its web layout's fields merged by id (the layout's type and attributes win). */
export function boundFields(template: { fields?: unknown; layouts?: unknown }): BoundField[] {
  const byId = new Map<string, BoundField>();
  const visit = (nodes: unknown, web: boolean) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as unknown[]) {
      if (!isJsonObject(node)) continue;
      if (typeof node.id === 'string' && node.id !== '') {
        const field = byId.get(node.id) ?? { id: node.id, type: '', attributes: {} };
        const type = web ? node.type : (node.fieldType ?? node.type);
        if (typeof type === 'string' && (web || field.type === '')) field.type = type;
        if (isJsonObject(node.attributes)) field.attributes = { ...field.attributes, ...node.attributes };
        byId.set(node.id, field);
      }
      visit(node.fields, web);
    }
  };
  visit(template.fields, false);
  const layouts = isJsonObject(template.layouts) ? template.layouts : {};
  visit(isJsonObject(layouts.web) ? layouts.web.fields : undefined, true);
  return [...byId.values()];
}

/**
 * What expressions read (**Decision**): each field's value by its id, then the page's sources (`user`, `branch`,
 * `division`, `job`, …) under their names; `values["field-id"]` and `sources.name` reach either explicitly (ids
 * that are not names, or a source a field's id hides). A null-prototype object: nothing inherited is in scope.
 */
export function expressionScope(values: FieldValues, sources: FormSources = {}): Record<string, unknown> {
  const scope = Object.create(null) as Record<string, unknown>;
  for (const [name, value] of Object.entries(sources)) scope[name] = value;
  for (const [id, value] of Object.entries(values)) scope[id] = value;
  scope.values = { ...values };
  scope.sources = { ...sources };
  return scope;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

const userName = (user: NonNullable<FormSources['user']>) =>
  user.name ?? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();

/**
 * The value a field's `mapping` (spec 3 §3, Mapping values) fills it with from the page's sources, shaped for its
 * widget (**Decision**): userId is the signed-in user (a crew entry in a UserField, a one-person crew in a
 * MultiUserField, the name in a text field); userPhone, userEmail their phone and e-mail; branchId, divisionId the
 * record ({ id, name }) in a Branch/Division field, else the id; branch.name the branch's name; dateOfInvoice the
 * submission's date; paymentTerms, billingAddress, termsAndConditions, costBreakdown, generalValues as the page
 * gives them. dueDate is the engine's (recomputed from the invoice date and the payment terms).
 */
export function mappedValue(field: BoundField, sources: FormSources, localDateTime: string): unknown {
  const mapping = field.attributes.mapping;
  const { user, branch, division } = sources;
  switch (mapping) {
    case 'userId': {
      if (!user) return undefined;
      const entry = { userId: user.id, userName: userName(user), occupationId: user.occupationId ?? null };
      const record = fieldTypeOf(field.type)?.record;
      if (record === 'crewEntry') return entry;
      if (record === 'crew') return [entry];
      return entry.userName;
    }
    case 'userPhone':
      return text(user?.phone);
    case 'userEmail':
      return text(user?.email);
    case 'branchId':
    case 'divisionId': {
      const record = mapping === 'branchId' ? branch : division;
      if (!record) return undefined;
      return fieldTypeOf(field.type)?.record === 'named' ? { id: record.id, name: record.name } : record.id;
    }
    case 'branch.name':
      return text(branch?.name);
    case 'dateOfInvoice':
      return /^\d{4}-\d{2}-\d{2}/.test(localDateTime) ? localDateTime.slice(0, 10) : undefined;
    case 'paymentTerms':
    case 'billingAddress':
    case 'termsAndConditions':
    case 'costBreakdown':
    case 'generalValues':
      return sources[mapping] ?? undefined;
    default:
      return undefined;
  }
}

interface Databinding {
  expression: string;
  autoSelect: boolean;
}

const databindingOf = (field: BoundField): Databinding | null => {
  const binding = field.attributes.databinding;
  if (!isJsonObject(binding) || typeof binding.expression !== 'string' || binding.expression.trim() === '') return null;
  return { expression: binding.expression, autoSelect: binding.autoSelect === true };
};

const bound = (value: unknown) => value !== undefined && value !== null;

/**
 * A new form's values with what its mappings and databinding expressions give filled in, for each field that has
 * no value yet (`undefined`: a value the user cleared stays cleared). The same object when nothing was filled.
 */
export function fillBindings(
  fields: BoundField[],
  values: FieldValues,
  sources: FormSources,
  localDateTime: string,
): FieldValues {
  let filled: FieldValues | null = null;
  for (const field of fields) {
    if ((filled ?? values)[field.id] !== undefined) continue;
    let value = mappedValue(field, sources, localDateTime);
    const binding = databindingOf(field);
    if (!bound(value) && binding) value = tryEvaluate(binding.expression, expressionScope(filled ?? values, sources));
    if (bound(value)) filled = { ...(filled ?? values), [field.id]: value };
  }
  return filled ?? values;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A change to one field, with the `autoSelect` databindings that read it following (**Decision**): a field whose
 * expression's result changes takes the new result (when it has one), so picking a job fills its customer, and the
 * user may still overwrite it until the fields it reads change again. The changed field itself is never overwritten.
 */
export function applyChange(
  fields: BoundField[],
  values: FieldValues,
  id: string,
  value: unknown,
  sources: FormSources,
): FieldValues {
  const next: FieldValues = { ...values, [id]: value };
  const before = expressionScope(values, sources);
  for (const field of fields) {
    const binding = databindingOf(field);
    if (!binding?.autoSelect || field.id === id) continue;
    const result = tryEvaluate(binding.expression, expressionScope(next, sources));
    if (bound(result) && !same(result, tryEvaluate(binding.expression, before))) next[field.id] = result;
  }
  return next;
}

/**
 * The values an editable FormRenderer sends up first for `values`: its mapped and bound fields filled, derived values
 * recomputed. A page that starts the renderer with them gets no automatic change, and comparing later values with
 * them tells the user's own changes from the fill (a create page's "Save only when changed").
 */
export function filledValues(
  template: RendererTemplate,
  values: FieldValues,
  sources: FormSources | undefined,
  localDateTime: string,
): FieldValues {
  const filled = fillBindings(boundFields(template), values, sources ?? {}, localDateTime);
  return recompute(template as CalcTemplate, filled).values;
}
