import { z } from 'zod';
import { InvalidFieldsError, type FieldErrors } from '../../common/errors/domain-errors.js';
import { isUuid } from '../../database/tenant-repository.js';
import { pageLimitMessage } from '../../common/pagination/page-limit.js';
import { isCalendarDate } from '../../common/validation/dates.js';
import { idMessage } from '../../common/validation/ids.js';
import { dateTimeMs } from '../engine/calculations/index.js';

/** The largest page of a submission search (spec 3 §7). */
const MAX_SEARCH_LIMIT = 100;
const LIMIT = pageLimitMessage(MAX_SEARCH_LIMIT);

/** The most values, search filters and text a call may carry (far beyond any real form). */
export const MAX_FIELDS = 2000;
const MAX_FILTERS = 50;
const MAX_FILTER_TEXT = 500;

export const LOCAL_DATE_TIME_MESSAGE = 'localDateTime must be a date and time (YYYY-MM-DDTHH:mm).';

/**
 * A submission's local date and time, normalised to `YYYY-MM-DDTHH:mm:ss` (wall clock; an offset, when sent, is
 * dropped: the wall-clock time is what the form shows, and `timezoneOffset` carries the offset). Null when invalid or
 * outside 1900–2999.
 */
export function normaliseLocalDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || dateTimeMs(value) === null) return null;
  const text = value.trim();
  const seconds = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:(\d{2})/.exec(text)?.[1] ?? '00';
  const normalised = `${text.slice(0, 10)}T${text.slice(11, 16)}:${seconds}`;
  return isCalendarDate(normalised.slice(0, 10)) ? normalised : null;
}

const status = z.string({ error: 'Must be text' }).max(100);

const dateFilter = (name: string) =>
  z
    .string({ error: `${name} must be yyyy-MM-dd.` })
    .refine(isCalendarDate, { message: `${name} must be yyyy-MM-dd.` })
    .optional()
    .nullable();

const booleanText = z
  .union([z.boolean(), z.enum(['true', 'false'])], { error: 'local must be true or false.' })
  .transform((value) => value === true || value === 'true');

const pairs = z
  .array(
    z.object(
      {
        id: z.string({ error: 'Must be text' }).max(200).optional().nullable(),
        value: z.unknown(),
      },
      { error: 'Must be an object' },
    ),
    { error: 'Must be a list of { id, value }' },
  )
  .max(MAX_FILTERS, { message: `At most ${MAX_FILTERS} filters.` });

/** The list's sort orders; createdAt is the quote list's Date Created column. */
export const ORDER_FIELDS = ['localDateTime', 'number', 'submitDateTime', 'createdAt'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item).max(MAX_FILTERS, { message: `At most ${MAX_FILTERS} values.` })])
    .transform((value) => (Array.isArray(value) ? value : [value]) as z.infer<T>[]);

/** GET …/submission/list query and POST …/submission/search body (spec 3 §7). */
export const searchSchema = z.object(
  {
    nextPageKey: z.string({ error: 'Invalid page key.' }).optional().nullable(),
    startDate: dateFilter('startDate'),
    endDate: dateFilter('endDate'),
    local: booleanText.optional().nullable(),
    limit: z.coerce
      .number({ error: LIMIT })
      .int({ message: LIMIT })
      .min(1, { message: LIMIT })
      .max(MAX_SEARCH_LIMIT, { message: LIMIT })
      .optional()
      .nullable(),
    status: oneOrMany(status).optional().nullable(),
    userId: oneOrMany(z.string({ error: idMessage('userId') }).refine(isUuid, { message: idMessage('userId') }))
      .optional()
      .nullable(),
    ids: z
      .array(z.string().refine(isUuid, { message: 'Must be a UUID' }), { error: 'ids must be a list of UUIDs.' })
      .max(500, { message: 'At most 500 ids.' })
      .optional()
      .nullable(),
    fullTextSearch: z
      .array(
        z.object(
          {
            id: z.string({ error: 'Must be text' }).max(200).optional().nullable(),
            value: z.union([z.string().max(MAX_FILTER_TEXT), z.number()], {
              error: `Must be text of at most ${MAX_FILTER_TEXT} characters`,
            }),
          },
          { error: 'Must be an object' },
        ),
        { error: 'Must be a list of { id, value }' },
      )
      .max(MAX_FILTERS, { message: `At most ${MAX_FILTERS} filters.` })
      .optional()
      .nullable(),
    exactMatch: pairs.optional().nullable(),
    hasData: z
      .array(z.string({ error: 'Must be a field id' }).max(200), { error: 'hasData must be a list of field ids.' })
      .max(MAX_FILTERS, { message: `At most ${MAX_FILTERS} filters.` })
      .optional()
      .nullable(),
    orderField: z
      .enum(ORDER_FIELDS, { error: `orderField must be one of: ${ORDER_FIELDS.join(', ')}.` })
      .optional()
      .nullable(),
    order: z
      .enum(['ASC', 'DESC', 'asc', 'desc'], { error: 'order must be ASC or DESC.' })
      .transform((value) => value.toUpperCase() as 'ASC' | 'DESC')
      .optional()
      .nullable(),
  },
  { error: 'The body must be an object.' },
);
export type SearchInput = z.infer<typeof searchSchema>;

/** Parses a call's input; 400 with the messages by dotted path (`fields.2.id`), the first as the message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.') || 'body';
    (errors[path] ??= []).push(issue.message);
  }
  throw new InvalidFieldsError(errors);
}

/** formSubmissionsExport and POST …/submission/export: CSV or PDF of chosen submissions or of a search filter. */
export const exportSchema = z.object(
  {
    fileType: z
      .enum(['CSV', 'PDF', 'csv', 'pdf'], { error: 'fileType must be CSV or PDF.' })
      .transform((value) => value.toUpperCase() as 'CSV' | 'PDF'),
    formSubmissionIds: z
      .array(z.string().refine(isUuid, { message: 'Must be a UUID' }), {
        error: 'formSubmissionIds must be a list of UUIDs.',
      })
      .min(1, { message: 'formSubmissionIds must name at least one submission.' })
      .max(500, { message: 'At most 500 submissions.' })
      .optional()
      .nullable(),
    filter: z.record(z.string(), z.unknown(), { error: 'filter must be an object.' }).optional().nullable(),
  },
  { error: 'The body must be an object.' },
);
