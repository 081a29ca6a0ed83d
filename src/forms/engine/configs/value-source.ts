import { z } from 'zod';

/** Properties of a submission (spec 3 §3) a CSV column or a document list column can show. */
export const SUBMISSION_PROPERTIES = [
  'number',
  'status',
  'userName',
  'userId',
  'localDateTime',
  'submitDateTime',
  'createdAt',
  'updatedAt',
  'lastModifiedBy',
  'totalHours',
  'adminNotes',
  'version',
  'id',
] as const;
export type SubmissionProperty = (typeof SUBMISSION_PROPERTIES)[number];

/**
 * How a value is written (docs/forms.md has each one's output): text as is (lists joined with "; ", people and
 * places by name), numbers and hours to two decimals, money to two decimals without symbol or separators,
 * dates MM/DD/YYYY, times h:mm AM, yesNo Yes/No.
 */
export const VALUE_FORMATS = ['text', 'number', 'money', 'hours', 'date', 'time', 'dateTime', 'yesNo', 'list'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

export const SOURCE_KEYS = ['fieldId', 'property', 'itemKey'] as const;

/** Where a column's value comes from: exactly one of a template field, a submission property or an item key. */
export const valueSourceShape = {
  fieldId: z.string().min(1).optional(),
  property: z.enum(SUBMISSION_PROPERTIES).optional(),
  /** A key of each item of the list field the rows are made of (CSV `rowPerItemOf`), e.g. `userName`. */
  itemKey: z.string().min(1).optional(),
};

type SourceKey = (typeof SOURCE_KEYS)[number];

/** A refinement: exactly one of `keys` is given (message "Give exactly one of fieldId or property"). */
export const oneSourceOf = (keys: readonly SourceKey[]) =>
  [
    (source: Partial<Record<SourceKey, unknown>>) => keys.filter((key) => source[key] !== undefined).length === 1,
    { error: `Give exactly one of ${keys.slice(0, -1).join(', ')} or ${keys[keys.length - 1]}` },
  ] as const;

export const columnSchema = z
  .looseObject({
    header: z.string().trim().min(1),
    ...valueSourceShape,
    format: z.enum(VALUE_FORMATS).default('text'),
  })
  .refine(...oneSourceOf(SOURCE_KEYS));
export type Column = z.output<typeof columnSchema>;
