import { z } from 'zod';
import { oneSourceOf, valueSourceShape, VALUE_FORMATS } from './value-source.js';

const { fieldId, property } = valueSourceShape;
const label = z.string().trim().min(1);

export const documentColumnSchema = z
  .looseObject({
    header: label,
    fieldId,
    property,
    format: z.enum(VALUE_FORMATS).default('text'),
    sortable: z.boolean().default(true),
  })
  .refine(...oneSourceOf(['fieldId', 'property']));

/** A filter of the list, sent to POST /forms/{formId}/submission/search as fullTextSearch, exactMatch or hasData. */
export const documentFilterSchema = z.looseObject({
  label,
  fieldId: z.string().min(1),
  match: z.enum(['text', 'exact', 'hasData']),
});

export const SUMMARY_AGGREGATES = ['count', 'sum', 'average'] as const;

/** A tile above the list, over the submissions in the chosen date range: a count, or a sum or average of a value. */
export const documentSummarySchema = z
  .looseObject({
    label,
    aggregate: z.enum(SUMMARY_AGGREGATES),
    fieldId,
    property,
    format: z.enum(VALUE_FORMATS).default('number'),
  })
  .superRefine((tile, ctx) => {
    const sources = [tile.fieldId, tile.property].filter((source) => source !== undefined).length;
    if (tile.aggregate === 'count' ? sources > 0 : sources !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message:
          tile.aggregate === 'count'
            ? 'A count takes no fieldId or property'
            : 'Give exactly one of fieldId or property',
      });
    }
  });

/**
 * How the Documents page lists and summarises the submissions of one form (edit-dynamic-document). Not in the
 * spec: designed from the Documents page and the search call it makes (docs/forms.md).
 */
export const dynamicDocumentSchema = z.looseObject({
  formId: z.uuid().optional(),
  /** The list's heading, e.g. "Timecards". */
  title: label,
  /** The detail page's heading; `{number}` and `{<field id>}` are replaced, e.g. "Timecard #{number}". */
  itemTitle: label.optional(),
  columns: z.array(documentColumnSchema).min(1),
  /** A submission property or a template field id; the search call's orderField and order. */
  defaultSort: z
    .looseObject({ by: z.string().min(1), order: z.enum(['ASC', 'DESC']).default('DESC') })
    .default({ by: 'localDateTime', order: 'DESC' }),
  filters: z.array(documentFilterSchema).default([]),
  summary: z.array(documentSummarySchema).default([]),
  pageSize: z.int().min(1).max(100).default(20),
});
export type DynamicDocument = z.output<typeof dynamicDocumentSchema>;
