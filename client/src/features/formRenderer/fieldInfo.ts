import type { CSSProperties } from 'react';
import { isJsonObject } from './engine';
import { expressionScope } from './bindings';
import { evaluateExpression, ExpressionError } from './expression';
import type { Attributes, FieldValues, FormSources, LayoutNode } from './types';

/** A problem in the layout that stops it from being drawn; the editors' error boundary catches it. */
export class LayoutRenderError extends Error {
  override name = 'LayoutRenderError';
}

export const attributesOf = (node: LayoutNode): Attributes => (isJsonObject(node.attributes) ? node.attributes : {});

export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** A layout's `fields`: a list, else the render fails (a missing list is an empty one). */
export function nodesOf(fields: unknown, where: string): LayoutNode[] {
  if (fields === undefined || fields === null) return [];
  if (!Array.isArray(fields)) throw new LayoutRenderError(`${where}: fields must be a list`);
  return fields.map((node, index) => {
    if (!isJsonObject(node)) throw new LayoutRenderError(`${where}: entry ${index} must be an object`);
    return node;
  });
}

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/**
 * Whether a `hiddenIf` / `visibleIf` condition holds (**Decision**, the spec gives no grammar): `{ id }` holds when
 * that field has a value (not empty, not false); `{ id, value }` (or `equals`) when it equals that value (a list
 * value: when it contains it). A condition written as text is a databinding expression (expression.ts) over the
 * form's values and the page's sources, holding when its result is truthy. A condition that cannot be read (an
 * expression that does not parse, an object without an id) is `null`: it neither hides nor shows, so a template's
 * mistake never hides a field.
 */
export function conditionHolds(condition: unknown, values: FieldValues, sources?: FormSources): boolean | null {
  if (typeof condition === 'string') {
    try {
      return Boolean(evaluateExpression(condition, expressionScope(values, sources)));
    } catch (failure) {
      if (failure instanceof ExpressionError) return null;
      throw failure;
    }
  }
  if (!isJsonObject(condition) || typeof condition.id !== 'string') return null;
  const value = values[condition.id];
  const expected = 'value' in condition ? condition.value : 'equals' in condition ? condition.equals : undefined;
  if (expected === undefined) return !isEmptyValue(value);
  return Array.isArray(value) ? value.includes(expected) : value === expected;
}

/** hidden, hiddenIf and visibleIf (spec 3 §5: form-level attributes are honoured by hiding only). */
export function isVisible(attributes: Attributes, values: FieldValues, sources?: FormSources): boolean {
  if (attributes.hidden === true) return false;
  if (conditionHolds(attributes.hiddenIf, values, sources) === true) return false;
  if (conditionHolds(attributes.visibleIf, values, sources) === false) return false;
  return true;
}

/** The names of the template's fields by id (a widget without a title shows its field's name). */
export function fieldNames(fields: unknown): Map<string, string> {
  const names = new Map<string, string>();
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes) {
      if (!isJsonObject(node)) continue;
      if (typeof node.id === 'string' && typeof node.name === 'string') names.set(node.id, node.name);
      visit(node.fields);
    }
  };
  visit(fields);
  return names;
}

export const numberAttribute = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** Style hints (margins in pixels, nowrap) as inline style. */
export function styleHints(attributes: Attributes): CSSProperties {
  return {
    marginTop: numberAttribute(attributes.marginTop),
    marginBottom: numberAttribute(attributes.marginBottom),
    marginLeft: numberAttribute(attributes.marginLeft),
    marginRight: numberAttribute(attributes.marginRight),
    whiteSpace: attributes.nowrap === true ? 'nowrap' : undefined,
  };
}
