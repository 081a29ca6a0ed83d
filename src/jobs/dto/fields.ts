import { applyDecorators } from '@nestjs/common';
import { Field, ID } from '@nestjs/graphql';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { Rule } from '../../common/validation/rule.js';
import { Trimmed } from '../../common/validation/text.js';
import {
  BILLING_FREQUENCIES,
  INVALID_DATE,
  INVALID_TIME,
  INVALID_TIMEZONE,
  isCalendarDate,
  JOB_STATUSES,
  REQUIRED,
  TIME_PATTERN,
  toStatus,
} from '../job-rules.js';
import { isTimeZone } from '../zoned-time.js';

/*
 * Field decorators shared by the job inputs (GraphQL inputs that also serve as REST bodies). Every field is optional
 * so that one input serves create and patch; the services check required fields on the merged job, so a missing
 * field answers "Required" as a failed mutation rather than a GraphQL error.
 */

export const TEXT_ONLY = 'Text only.';
export const MAX_IDS = 200;

const isEmpty = (value: unknown): boolean => value === '' || value === undefined || value === null;

const optional = (description?: string) => ApiPropertyOptional({ nullable: true, description });

export const TextField = (max: number, description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description }),
    optional(description),
    Trimmed(),
    IsOptional(),
    IsString({ message: TEXT_ONLY }),
    MaxLength(max, { message: `At most ${max} characters.` }),
  );

/** Text the job needs: blank is "Required". */
export const RequiredTextField = (max: number, description?: string): PropertyDecorator =>
  applyDecorators(
    TextField(max, description),
    Rule('requiredText', (value) => value !== '', REQUIRED),
  );

export const DateField = (description = 'yyyy-MM-dd'): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description }),
    optional(description),
    IsOptional(),
    Rule('calendarDate', isCalendarDate, ({ value }) => (value === '' ? REQUIRED : INVALID_DATE)),
  );

export const TimeField = (): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description: 'HH:mm' }),
    optional('HH:mm'),
    IsOptional(),
    IsString({ message: INVALID_TIME }),
    Matches(TIME_PATTERN, { message: INVALID_TIME }),
  );

export const TimeZoneField = (): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description: 'IANA time zone, e.g. America/Denver' }),
    optional('IANA time zone'),
    IsOptional(),
    Rule('timeZone', isTimeZone, ({ value }) => (value === '' ? REQUIRED : INVALID_TIMEZONE)),
  );

/** One id of the account's records; blank is "Required", anything else that is no id is `notFound`. */
export const IdField = (notFound: string, description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => ID, { nullable: true, description }),
    ApiPropertyOptional({ nullable: true, format: 'uuid', description }),
    IsOptional(),
    IsUUID('all', { message: ({ value }) => (isEmpty(value) ? REQUIRED : notFound) }),
  );

export const IdsField = (notFound: string, description?: string): PropertyDecorator =>
  applyDecorators(
    Field(() => [ID], { nullable: true, description }),
    ApiPropertyOptional({ nullable: true, type: [String], format: 'uuid', description }),
    IsOptional(),
    IsArray({ message: notFound }),
    ArrayMaxSize(MAX_IDS, { message: `At most ${MAX_IDS} ids.` }),
    IsUUID('all', { each: true, message: notFound }),
  );

/** A status in either case, stored upper case; anything else is "Required". */
export const StatusField = (): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description: `${JOB_STATUSES.join(' | ')}, either case` }),
    ApiPropertyOptional({ nullable: true, enum: JOB_STATUSES, description: 'Either case' }),
    Transform(({ value }: { value: unknown }) => toStatus(value) ?? value),
    IsOptional(),
    IsIn(JOB_STATUSES, { message: REQUIRED }),
  );

export const BillingFrequencyField = (): PropertyDecorator =>
  applyDecorators(
    Field(() => String, { nullable: true, description: BILLING_FREQUENCIES.join(' | ') }),
    ApiPropertyOptional({ nullable: true, enum: BILLING_FREQUENCIES }),
    IsOptional(),
    IsIn(BILLING_FREQUENCIES, { message: REQUIRED }),
  );
