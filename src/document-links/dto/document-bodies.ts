import { applyDecorators } from '@nestjs/common';
import { Field, ID, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length, MaxLength } from 'class-validator';
import { EachItem } from '../../common/validation/items.js';
import { Rule } from '../../common/validation/rule.js';
import { Trimmed } from '../../common/validation/text.js';
import {
  INVALID_RECIPIENT,
  isRecipientOrBlank,
  MAX_NOTIFICATION_EMAILS,
  TOO_MANY_RECIPIENTS,
} from '../../forms/engine/index.js';
import { pngBytes, SIGNATURE_INVALID } from '../document-rules.js';

/** Trimmed text of 1 to `max` characters: `required` when missing or blank. */
const RequiredLine = (max: number, required: string) =>
  applyDecorators(
    Trimmed(),
    Length(1, max, {
      message: ({ value }) =>
        typeof value === 'string' && value.length > max ? `At most ${max} characters.` : required,
    }),
  );

/** The addresses as sent, trimmed; blanks are kept (and skipped), so that a message names the address's place. */
const addresses = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item !== '') : [];

/** sendFormSubmission's recipients: the notification list's rule (forms engine), and at least one. */
const Recipients = () =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value) ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item)) : value,
    ),
    EachItem('recipient', (item) => typeof item === 'string' && isRecipientOrBlank(item), INVALID_RECIPIENT),
    Rule('recipients', (value) => addresses(value).length <= MAX_NOTIFICATION_EMAILS, TOO_MANY_RECIPIENTS),
    Rule('someRecipient', (value) => addresses(value).length > 0, 'At least one recipient is needed.'),
  );

/** sendFormSubmission's input. */
@InputType()
export class SendFormSubmissionInput {
  @Field(() => ID, { description: 'A quote (web:quoting) or an invoice (web:invoice)' })
  @IsString({ message: 'id is required.' })
  id: string;
  @Field(() => [String], { description: 'At most 50 e-mail addresses' }) @Recipients() to: string[];
  @Field() @RequiredLine(200, 'A subject is needed.') subject: string;
  @Field({ description: 'The text above the link' })
  @MaxLength(10_000, { message: 'At most 10000 characters.' })
  message: string;
}

/** The recipients of a send: its addresses without the blanks. */
export const recipientsOf = (input: SendFormSubmissionInput): string[] => addresses(input.to);

const customerName = () => RequiredLine(120, 'Your name is needed.');

/** POST /api/public/documents/{token}/approve. */
export class ApproveDocumentBody {
  @ApiProperty({ maxLength: 120 }) @customerName() name: string;
  @ApiProperty({ description: 'A PNG image as a data:image/png;base64 URL, at most 500 KB' })
  @Rule('signature', (value) => typeof value === 'string' && pngBytes(value) !== null, SIGNATURE_INVALID)
  signature: string;
}

/** POST /api/public/documents/{token}/reject. */
export class RejectDocumentBody {
  @ApiProperty({ maxLength: 120 }) @customerName() name: string;
  @ApiProperty({ maxLength: 2000 }) @RequiredLine(2000, 'A reason is needed.') reason: string;
}
