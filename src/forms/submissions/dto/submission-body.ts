import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsObject, IsOptional, Length, MaxLength, ValidateNested } from 'class-validator';
import { Rule } from '../../../common/validation/rule.js';
import { isUuid } from '../../../database/tenant-repository.js';
import { idMessage } from '../../../common/validation/ids.js';
import { LOCAL_DATE_TIME_MESSAGE, MAX_FIELDS, normaliseLocalDateTime } from '../submission-input.js';

// The body of POST /form and PATCH /forms/{formId}/submission/{id} (spec 3 §7), checked by the ValidationPipe: one
// message a field. The values themselves are the template's to check (the forms engine, submission-values.ts).

const MAX_TEXT = 20_000;
const TEXT = 'Must be text';
const OBJECT = 'Must be an object';
const FIELD_LIST = 'fields must be a list of { id, value }.';
const TIMEZONE_OFFSET = 'timezoneOffset must be minutes from UTC (-840 to 840).';

/** Optional text of at most `max` characters: "Must be text" for a value of another type. */
export const OptionalText = (max: number, tooLong = `Too big: expected string to have <=${max} characters`) =>
  applyDecorators(
    IsOptional(),
    MaxLength(max, { message: ({ value }) => (typeof value === 'string' ? tooLong : TEXT) }),
  );

const LocalDateTime = () =>
  Rule('localDateTime', (value) => normaliseLocalDateTime(value) !== null, LOCAL_DATE_TIME_MESSAGE);

const TimezoneOffset = () =>
  applyDecorators(
    IsOptional(),
    Rule('timezoneOffset', (value) => Number.isInteger(value) && Math.abs(value as number) <= 840, TIMEZONE_OFFSET),
  );

/** A list of field values: the list's message when it is none, "Must be an object" at an item that is none. */
const FieldList = () =>
  applyDecorators(
    ArrayMaxSize(MAX_FIELDS, {
      message: ({ value }) => (Array.isArray(value) ? `At most ${MAX_FIELDS} fields.` : FIELD_LIST),
    }),
    ValidateNested({ each: true, message: OBJECT }),
    Type(() => FieldValueBody),
  );

/** `data`: an object, whose `status` is the form type's to check. */
const Data = () =>
  applyDecorators(
    IsOptional(),
    IsObject({ message: OBJECT }),
    ValidateNested({ message: OBJECT }),
    Type(() => SubmissionDataBody),
  );

/** A field's value as sent: `{ id, value, type?, itemType? }`. */
export class FieldValueBody {
  @Length(1, 200, {
    message: ({ value }) =>
      typeof value === 'string' && value.length > 200 ? 'Must be at most 200 characters' : 'Required',
  })
  id: string;
  @Allow() value: unknown;
  @OptionalText(100) type?: string | null;
  @OptionalText(100) itemType?: string | null;
}

export class SubmissionDataBody {
  @OptionalText(100) status?: string | null;
}

/** POST /form: fields [{id, value, type?}], localDateTime, formId, version; data.status optional. */
export class CreateSubmissionBody {
  @Rule('formId', (value) => typeof value === 'string' && isUuid(value), idMessage('formId')) formId: string;
  @FieldList() fields: FieldValueBody[];
  @LocalDateTime() localDateTime: string;
  @TimezoneOffset() timezoneOffset?: number | null;
  @OptionalText(50) version?: string | null;
  @Data() data?: SubmissionDataBody | null;
}

/** PATCH /forms/{formId}/submission/{id}: fields + localDateTime + changeNotes; or data {status}; or adminNotes. */
export class EditSubmissionBody {
  @IsOptional() @FieldList() fields?: FieldValueBody[] | null;
  @IsOptional() @LocalDateTime() localDateTime?: string | null;
  @TimezoneOffset() timezoneOffset?: number | null;
  @OptionalText(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`) changeNotes?: string | null;
  @OptionalText(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`) adminNotes?: string | null;
  @Data() data?: SubmissionDataBody | null;
}
