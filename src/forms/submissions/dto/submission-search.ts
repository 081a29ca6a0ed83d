import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Allow, IsBoolean, IsIn, IsObject, IsOptional, IsString, ValidateNested } from 'class-validator';
import { PageLimit } from '../../../common/pagination/page-limit.js';
import { isCalendarDate } from '../../../common/validation/dates.js';
import { EachId, idMessage } from '../../../common/validation/ids.js';
import { EachItem } from '../../../common/validation/items.js';
import { isUuid } from '../../../database/tenant-repository.js';
import { ORDER_FIELDS, type OrderField } from '../submission-input.js';
import { Rule } from '../../../common/validation/rule.js';
import { OptionalText } from './submission-body.js';

// The filters of GET …/submission/list, POST …/submission/search and of an export (spec 3 §7), checked by the
// ValidationPipe: one message a field.

/** The default and the largest page of a submission search (spec 3 §7). */
export const DEFAULT_SEARCH_LIMIT = 20;
const MAX_SEARCH_LIMIT = 100;
/** The most filters, values of one filter and characters of a searched text a call may carry. */
const MAX_FILTERS = 50;
const MAX_FILTER_TEXT = 500;
const FILTER_LIST = 'Must be a list of { id, value }';
const TOO_MANY_FILTERS = `At most ${MAX_FILTERS} filters.`;

const isUuidText = (value: unknown): boolean => typeof value === 'string' && isUuid(value);

/** A list of `min` to `max` items: `notList` for a value that is no list. */
const ListOf = (notList: string, max: number, tooMany: string, min = 0, tooFew = notList) =>
  Rule(
    'listOf',
    (value) => Array.isArray(value) && value.length >= min && value.length <= max,
    ({ value }) => (!Array.isArray(value) ? notList : value.length < min ? tooFew : tooMany),
  );

/** A list of objects, each checked as `type`: "Must be an object" at an item that is none. */
const ObjectList = (type: () => new () => object) =>
  applyDecorators(
    IsOptional(),
    ListOf(FILTER_LIST, MAX_FILTERS, TOO_MANY_FILTERS),
    ValidateNested({ each: true, message: 'Must be an object' }),
    Type(type),
  );

/** One value or a list of them, taken as a list. */
const OneOrMany = () =>
  applyDecorators(
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (value == null || Array.isArray(value) ? value : [value])),
    ListOf('Must be a list', MAX_FILTERS, `At most ${MAX_FILTERS} values.`),
  );

const DateFilter = (name: string) =>
  applyDecorators(
    ApiPropertyOptional({ example: '2026-11-20', description: 'yyyy-MM-dd' }),
    IsOptional(),
    Rule(name, (value) => typeof value === 'string' && isCalendarDate(value), `${name} must be yyyy-MM-dd.`),
  );

const upperCase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.toUpperCase() : value);

/** A text to find in a field's value (any field without `id`). */
export class TextFilterBody {
  @ApiPropertyOptional({ description: 'The field id; absent: any field' }) @OptionalText(200) id?: string | null;
  @ApiProperty({ oneOf: [{ type: 'string', maxLength: MAX_FILTER_TEXT }, { type: 'number' }] })
  @Rule(
    'filterText',
    (value) => (typeof value === 'string' && value.length <= MAX_FILTER_TEXT) || typeof value === 'number',
    `Must be text of at most ${MAX_FILTER_TEXT} characters`,
  )
  value: string | number;
}

/** A field's exact value. */
export class ValueFilterBody {
  @ApiPropertyOptional({ description: 'The field id' }) @OptionalText(200) id?: string | null;
  @ApiPropertyOptional({ description: 'Any JSON value' }) @Allow() value?: unknown;
}

/** GET /forms/{formId}/submission/list: the query. */
export class SubmissionListQuery {
  @ApiPropertyOptional({ description: 'The nextPageKey of the previous page' })
  @IsOptional()
  @IsString({ message: 'Invalid page key.' })
  nextPageKey?: string | null;

  @DateFilter('startDate') startDate?: string | null;
  @DateFilter('endDate') endDate?: string | null;

  @ApiPropertyOptional({ type: Boolean, default: true, description: "The submitter's date; false: submitDateTime" })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'local must be true or false.' })
  local?: boolean | null;

  @PageLimit(DEFAULT_SEARCH_LIMIT, MAX_SEARCH_LIMIT) limit?: number | null;
}

/** POST /forms/{formId}/submission/search, and an export's filter. */
export class SubmissionSearchBody extends SubmissionListQuery {
  @ApiPropertyOptional({ type: [String], description: 'One status or a list' })
  @OneOrMany()
  @Rule(
    'status',
    (value) => Array.isArray(value) && value.every((status) => typeof status === 'string' && status.length <= 100),
    'Must be text of at most 100 characters',
  )
  status?: string[] | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'One submitter or a list' })
  @OneOrMany()
  @Rule('userId', (value) => Array.isArray(value) && value.every(isUuidText), idMessage('userId'))
  userId?: string[] | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: 500 })
  @IsOptional()
  @ListOf('ids must be a list of UUIDs.', 500, 'At most 500 ids.')
  @EachId()
  ids?: string[] | null;

  @ApiPropertyOptional({ type: [TextFilterBody], maxItems: MAX_FILTERS })
  @ObjectList(() => TextFilterBody)
  fullTextSearch?: TextFilterBody[] | null;

  @ApiPropertyOptional({ type: [ValueFilterBody], maxItems: MAX_FILTERS })
  @ObjectList(() => ValueFilterBody)
  exactMatch?: ValueFilterBody[] | null;

  @ApiPropertyOptional({ type: [String], maxItems: MAX_FILTERS, description: 'Fields that have a value' })
  @IsOptional()
  @ListOf('hasData must be a list of field ids.', MAX_FILTERS, TOO_MANY_FILTERS)
  @EachItem('fieldId', (value) => typeof value === 'string' && value.length <= 200, 'Must be a field id')
  hasData?: string[] | null;

  @ApiPropertyOptional({ enum: ORDER_FIELDS, default: 'localDateTime' })
  @IsOptional()
  @IsIn(ORDER_FIELDS, { message: `orderField must be one of: ${ORDER_FIELDS.join(', ')}.` })
  orderField?: OrderField | null;

  @ApiPropertyOptional({ enum: ['ASC', 'DESC'], default: 'DESC' })
  @IsOptional()
  @Transform(upperCase)
  @IsIn(['ASC', 'DESC'], { message: 'order must be ASC or DESC.' })
  order?: 'ASC' | 'DESC' | null;
}

/** POST /forms/{formId}/submission/export and formSubmissionsExport: the chosen submissions, or a search filter. */
export class ExportSubmissionsBody {
  @ApiProperty({ enum: ['CSV', 'PDF'] })
  @Transform(upperCase)
  @IsIn(['CSV', 'PDF'], { message: 'fileType must be CSV or PDF.' })
  fileType: 'CSV' | 'PDF';

  @ApiPropertyOptional({ type: [String], format: 'uuid', minItems: 1, maxItems: 500 })
  @IsOptional()
  @ListOf(
    'formSubmissionIds must be a list of UUIDs.',
    500,
    'At most 500 submissions.',
    1,
    'formSubmissionIds must name at least one submission.',
  )
  @EachId()
  formSubmissionIds?: string[] | null;

  @ApiPropertyOptional({ type: SubmissionSearchBody })
  @IsOptional()
  @IsObject({ message: 'filter must be an object.' })
  @ValidateNested({ message: 'filter must be an object.' })
  @Type(() => SubmissionSearchBody)
  filter?: SubmissionSearchBody | null;
}
