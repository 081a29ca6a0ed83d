import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType, Int, type ReturnTypeFunc } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Max, Min, ValidateIf } from 'class-validator';
import { RequiredText } from '../../common/validation/text.js';
import { isActiveType } from '../../files/active-content.js';
import { DOCUMENT_TOO_LARGE, MAX_DOCUMENT_BYTES } from '../../files/files.service.js';
import { INVALID_DATE, isCalendarDate, REQUIRED } from '../job-rules.js';
import { Rule } from '../../common/validation/rule.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const UNSUPPORTED_DOCUMENT_TYPE =
  'Job documents must be application/* files or images (not HTML, XML, SVG or scripts).';
export const NOT_A_BOOLEAN = 'Must be true or false.';
export const INVALID_SIZE = `Size must be a whole number of bytes, at most ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')}.`;

/** application/* and image/* types, except active content (HTML, XML, SVG, scripts). */
export const isJobDocumentType = (mime: unknown): boolean =>
  typeof mime === 'string' && /^(application|image)\/[\w.+-]+$/i.test(mime) && !isActiveType(mime);

/** The bytes a base64 payload (with or without a data-URL prefix) decodes to, without decoding it. */
export function decodedBytes(data: string): number {
  const base64 = data.replace(/^data:[^,]*,/, '');
  return Math.floor((base64.length * 3) / 4) - (base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0);
}

const typeMessage = (value: unknown) =>
  value === undefined || value === null || value === '' ? REQUIRED : UNSUPPORTED_DOCUMENT_TYPE;

/** Validates the field only when it is sent; `null` is then refused like any other wrong value. */
const WhenSent = () => ValidateIf((_: object, value: unknown) => value !== undefined);

const TypeField = () =>
  applyDecorators(
    Field(),
    ApiProperty({ example: 'application/pdf' }),
    Rule('jobDocumentType', isJobDocumentType, ({ value }) => typeMessage(value)),
  );

const NameField = (required: boolean) =>
  applyDecorators(
    Field(() => String, { nullable: !required }),
    required ? ApiProperty({ example: 'Lift plan.pdf' }) : ApiPropertyOptional({ example: 'Lift plan.pdf' }),
    ...(required ? [] : [WhenSent()]),
    RequiredText('Document name is required.', 'Document name', 255),
  );

/** yyyy-MM-dd, or null (also '') for none. */
const ExpiresAtField = () =>
  applyDecorators(
    Field(() => String, { nullable: true, description: 'yyyy-MM-dd; null for none' }),
    ApiPropertyOptional({ nullable: true, example: '2027-03-31', description: 'yyyy-MM-dd; null for none' }),
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    Rule('calendarDate', isCalendarDate, INVALID_DATE),
  );

const VisibilityField = () =>
  applyDecorators(
    Field(() => Boolean, { nullable: true, description: 'Web & Mobile when true, Web Only when false (default)' }),
    ApiPropertyOptional({ description: 'Web & Mobile when true, Web Only when false (default)' }),
    WhenSent(),
    IsBoolean({ message: NOT_A_BOOLEAN }),
  );

/** `POST /api/upload-document`: the file of a job document, before it is registered. */
export class UploadJobDocumentDto {
  @ApiProperty({ description: 'The file as a data URL (or bare base64); at most 10,000,000 bytes' })
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  @Rule(
    'documentSize',
    (value) => typeof value === 'string' && decodedBytes(value) <= MAX_DOCUMENT_BYTES,
    () => DOCUMENT_TOO_LARGE,
  )
  data: string;

  @ApiProperty({ example: 'application/pdf' })
  @Rule('jobDocumentType', isJobDocumentType, ({ value }) => typeMessage(value))
  mime: string;

  @ApiProperty({ format: 'uuid' })
  @IsString({ message: NOT_FOUND.job })
  jobId: string;

  @ApiPropertyOptional({ example: 'Lift plan.pdf', description: 'Gives the stored file its extension' })
  @IsOptional()
  @IsString({ message: 'Text only.' })
  name?: string;
}

/** A document to register on a job: `POST /api/job/{jobId}/document`, and `createJobDocument` with complexJobId. */
@InputType({ isAbstract: true })
export class JobDocumentInput {
  @NameField(true)
  name: string;

  @TypeField()
  contentType: string;

  @Field({ description: 'The Location /upload-document answered (or its storage key)' })
  @ApiProperty({ description: 'The Location /upload-document answered (or its storage key)' })
  @RequiredText('The uploaded file is required.', 'URL', 2000)
  url: string;

  @Field(() => String, { nullable: true, description: 'An uploaded image of the account, or empty' })
  @ApiPropertyOptional({ description: 'An uploaded image of the account, or empty' })
  @IsOptional()
  @IsString({ message: 'Text only.' })
  thumbnailUrl?: string | null;

  @ExpiresAtField()
  expiresAt?: string | null;

  @VisibilityField()
  isMobileViewable?: boolean;

  @Field(() => Boolean, { nullable: true, description: 'Default true; only active documents are listed' })
  @ApiPropertyOptional({ description: 'Default true; only active documents are listed' })
  @WhenSent()
  @IsBoolean({ message: NOT_A_BOOLEAN })
  active?: boolean;

  @Field(() => Int, { nullable: true })
  @ApiPropertyOptional({ example: 48213 })
  @WhenSent()
  @IsInt({ message: INVALID_SIZE })
  @Min(0, { message: INVALID_SIZE })
  @Max(MAX_DOCUMENT_BYTES, { message: INVALID_SIZE })
  sizeBytes?: number;

  @Field(() => String, { nullable: true, description: 'Default "1.0"' })
  @ApiPropertyOptional({ example: '1.0' })
  @WhenSent()
  @RequiredText('Version is required.', 'Version', 20)
  version?: string;
}

@InputType()
export class CreateJobDocumentInput extends JobDocumentInput {
  @Field(() => ID)
  @IsString({ message: NOT_FOUND.job })
  complexJobId: string;
}

/** `PATCH /api/job/{jobId}/document/{documentId}`: the fields the documents page edits; absent ones stay. */
@InputType({ isAbstract: true })
export class JobDocumentPatch {
  @NameField(false)
  name?: string;

  @ExpiresAtField()
  expiresAt?: string | null;

  @VisibilityField()
  isMobileViewable?: boolean;
}

/** A read-only field the client sends back with the document: accepted (any value of its type) and ignored. */
const Ignored = (type: ReturnTypeFunc, description = 'Read-only: ignored') =>
  applyDecorators(Field(type, { nullable: true, description }), Allow());

/**
 * `updateJobDocument`: the client sends the whole document but createdAt (spec 2 §7). Name, expiry and visibility
 * change; the service reads nothing else.
 */
@InputType()
export class UpdateJobDocumentInput extends JobDocumentPatch {
  @Field(() => ID)
  @IsString({ message: NOT_FOUND.jobDocument })
  id: string;

  @Ignored(() => String) contentType?: string | null;
  @Ignored(() => String) url?: string | null;
  @Ignored(() => String) thumbnailUrl?: string | null;
  @Ignored(() => ID) jobId?: string | null;
  @Ignored(() => ID) complexJobId?: string | null;
  @Ignored(() => Boolean, 'Read-only: ignored (deleteJobDocument deletes)') active?: boolean | null;
  @Ignored(() => Int) sizeBytes?: number | null;
  @Ignored(() => String) version?: string | null;
}
