import type { z } from 'zod';
import { fieldIds, isJsonObject } from '../field-walk.js';
import { parseWithProblems, type Checked, type Problem, type ProblemPath } from '../problems.js';
import { csvConfigSchema } from './csv-config.schema.js';
import { dynamicDocumentSchema } from './dynamic-document.schema.js';
import { notificationConfigSchema } from './notification-config.schema.js';
import { pdfConfigSchema } from './pdf-config.schema.js';
import { SUBMISSION_PROPERTIES } from './value-source.js';

/** The configurations a template may have, one of each, with their schemas. */
export const CONFIG_SCHEMAS = {
  pdf: pdfConfigSchema,
  csv: csvConfigSchema,
  dynamicDocument: dynamicDocumentSchema,
  notification: notificationConfigSchema,
} as const;
export type ConfigKind = keyof typeof CONFIG_SCHEMAS;
export type ConfigOf<K extends ConfigKind> = z.output<(typeof CONFIG_SCHEMAS)[K]>;

type Reference = [path: ProblemPath, id: unknown];

/** Where each kind names template fields (the nested fields of a PDF value name item keys, not fields). */
const REFERENCES: Record<ConfigKind, (config: Record<string, unknown>) => Reference[]> = {
  pdf: (config) => listReferences(config.fields, 'fields'),
  csv: (config) => [[['rowPerItemOf'], config.rowPerItemOf], ...listReferences(config.columns, 'columns')],
  dynamicDocument: (config) => {
    const sortBy = isJsonObject(config.defaultSort) ? config.defaultSort.by : undefined;
    const sortsByProperty = (SUBMISSION_PROPERTIES as readonly unknown[]).includes(sortBy);
    return [
      ...listReferences(config.columns, 'columns'),
      ...listReferences(config.filters, 'filters'),
      ...listReferences(config.summary, 'summary'),
      ...(sortsByProperty ? [] : [[['defaultSort', 'by'], sortBy] satisfies Reference]),
    ];
  },
  notification: () => [],
};

function listReferences(list: unknown, key: string): Reference[] {
  return Array.isArray(list)
    ? list.map((item, index): Reference => [[key, index, 'fieldId'], isJsonObject(item) ? item.fieldId : undefined])
    : [];
}

/**
 * A configuration's structure, and that the fields it names are fields of the template: the parsed config (with
 * defaults) or the problems, with paths from the config's root.
 */
export function validateConfig<K extends ConfigKind>(kind: K, input: unknown, template: unknown): Checked<ConfigOf<K>> {
  const parsed = parseWithProblems(CONFIG_SCHEMAS[kind], input) as Checked<ConfigOf<K>>;
  if (!parsed.ok) return parsed;
  const ids = fieldIds(isJsonObject(template) ? template.fields : undefined);
  const problems: Problem[] = REFERENCES[kind](parsed.value as Record<string, unknown>)
    .filter(
      (reference): reference is [ProblemPath, string] => typeof reference[1] === 'string' && !ids.has(reference[1]),
    )
    .map(([path, id]) => ({ path, message: `No template field has the id "${id}"` }));
  return problems.length ? { ok: false, problems } : parsed;
}
