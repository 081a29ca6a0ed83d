import type { ProblemPath } from './problems.js';

export type JsonObject = Record<string, unknown>;

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FieldVisit {
  field: JsonObject;
  path: ProblemPath;
  /** The field whose `fields` hold this one; undefined at the top of the list. */
  parent?: JsonObject;
}

/**
 * Every field of a field list and of the nested `fields` below it, depth first, with its path. Tolerates any
 * input (entries that are not objects are skipped), so checks can run on documents the schema has refused.
 */
export function* walkFields(fields: unknown, path: ProblemPath, parent?: JsonObject): Generator<FieldVisit> {
  if (!Array.isArray(fields)) return;
  for (const [index, field] of fields.entries()) {
    if (!isJsonObject(field)) continue;
    const fieldPath = [...path, index];
    yield { field, path: fieldPath, parent };
    yield* walkFields(field.fields, [...fieldPath, 'fields'], field);
  }
}

export const idOf = (field: JsonObject): string | undefined =>
  typeof field.id === 'string' && field.id !== '' ? field.id : undefined;

/** The ids of a field list and of every field nested in it. */
export function fieldIds(fields: unknown): Set<string> {
  const ids = new Set<string>();
  for (const { field } of walkFields(fields, [])) {
    const id = idOf(field);
    if (id !== undefined) ids.add(id);
  }
  return ids;
}
