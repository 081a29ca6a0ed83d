import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsNumber, IsObject, IsOptional, IsString, Max, ValidateNested } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';
import { MAX_CENTS, typedDollarsToCents } from '../../forms/engine/calculations/index.js';
import {
  INVALID_DATE,
  INVALID_QUOTED_COST,
  isCalendarDate,
  LOCATION_REQUIRED,
  locationProblem,
  REQUIRED,
} from '../job-rules.js';
import { IsEmailAddress } from '../../common/validation/email.js';
import { phoneProblem, toPhoneDigits } from '../../common/validation/phone.js';
import {
  BillingFrequencyField,
  DateField,
  IdField,
  IdsField,
  RequiredTextField,
  StatusField,
  TextField,
} from './fields.js';
import { Rule } from '../../common/validation/rule.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

const blankAsNull = ({ value }: { value: unknown }) => (typeof value === 'string' && !value.trim() ? null : value);

const PhoneField = (): PropertyDecorator => (target, key) => {
  TextField(30, 'Digits only; ten of them')(target, key);
  Transform(toPhoneDigits)(target, key);
  Rule(
    'phone',
    (value) => phoneProblem(String(value)) === null,
    ({ value }) => phoneProblem(String(value))!,
  )(target, key);
};

@InputType()
export class JobCustomerInput {
  @TextField(200) name?: string | null;

  @TextField(200)
  @Transform(blankAsNull)
  @IsEmailAddress()
  email?: string | null;

  @PhoneField() phone?: string | null;
  @TextField(100) type?: string | null;
  @TextField(200) contactName?: string | null;
  @TextField(200) siteContact?: string | null;
  @PhoneField() siteContactPhone?: string | null;
}

const Coordinate = (): PropertyDecorator => (target, key) => {
  Field(() => Float, { nullable: true })(target, key);
  ApiPropertyOptional({ nullable: true })(target, key);
  IsOptional()(target, key);
  IsNumber({ allowNaN: false, allowInfinity: false }, { message: LOCATION_REQUIRED })(target, key);
};

/** A job site; its rules (spec 2 §5) are checked on the whole object by LocationField. */
@InputType()
export class JobLocationInput {
  @TextField(300) name?: string | null;
  @TextField(500) formattedAddress?: string | null;
  @Coordinate() lat?: number | null;
  @Coordinate() lng?: number | null;
}

/** A nullable job site: name, lat and lng needed; lat/lng in range and inside the service area. */
export const LocationField = (): PropertyDecorator => (target, key) => {
  Field(() => JobLocationInput, { nullable: true })(target, key);
  ApiPropertyOptional({ type: JobLocationInput, nullable: true })(target, key);
  IsOptional()(target, key);
  IsObject({ message: LOCATION_REQUIRED })(target, key);
  ValidateNested()(target, key);
  Type(() => JobLocationInput)(target, key);
  Rule(
    'jobLocation',
    (value) => locationProblem(value as JobLocationInput) === null,
    ({ value }) => locationProblem(value as JobLocationInput)!,
  )(target, key);
};

/** What simple and complex jobs share; absent fields stay unchanged on update. */
@InputType({ isAbstract: true })
export abstract class JobCommonFields {
  @RequiredTextField(200) name?: string | null;
  @RequiredTextField(50) number?: string | null;
  @StatusField() status?: string | null;
  @DateField() startDate?: string | null;
  @DateField() endDate?: string | null;
  @TextField(10_000) notes?: string | null;

  @Field(() => JobCustomerInput, { nullable: true })
  @ApiPropertyOptional({ type: JobCustomerInput, nullable: true })
  @IsOptional()
  @IsObject({ message: REQUIRED })
  @ValidateNested()
  @Type(() => JobCustomerInput)
  customer?: JobCustomerInput | null;

  @IdsField(NOT_FOUND.userReference, 'User ids') projectOwner?: string[] | null;
  @IdsField(NOT_FOUND.userReference, 'User ids') salesPerson?: string[] | null;
  @BillingFrequencyField() billingFrequency?: string | null;
  @IdField(NOT_FOUND.color, 'None means the default colour, Slate') colorId?: string | null;

  @Field(() => Boolean, { nullable: true })
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: REQUIRED })
  isReadyForInvoice?: boolean | null;

  @Field(() => Float, { nullable: true, description: 'Whole cents; a negative amount is stored as none' })
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: INVALID_QUOTED_COST })
  @Max(MAX_CENTS, { message: INVALID_QUOTED_COST })
  quotedCostCents?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Dollars, e.g. "1250.50" (the form value); stored as cents, negative as none. Wins over quotedCostCents',
  })
  @ApiPropertyOptional({ nullable: true, oneOf: [{ type: 'number' }, { type: 'string' }] })
  @IsOptional()
  @Rule(
    'dollars',
    (value) => (typeof value === 'string' || typeof value === 'number') && typedDollarsToCents(value) !== undefined,
    INVALID_QUOTED_COST,
  )
  @Rule('dollarsMax', (value) => (typedDollarsToCents(value as string) ?? 0) <= MAX_CENTS, INVALID_QUOTED_COST)
  quotedCost?: string | number | null;

  @IdField(NOT_FOUND.quote) quoteId?: string | null;
  @TextField(100) jobType?: string | null;
}

/** A simple job (spec 2 §1): createJob, and the body of PATCH /job/{id}. */
@InputType()
export class JobInput extends JobCommonFields {
  @IdField(NOT_FOUND.branch, 'Stored as the first of the branches') branchId?: string | null;
  @IdField(NOT_FOUND.division, 'Stored as the first of the divisions') divisionId?: string | null;
  @LocationField() address?: JobLocationInput | null;
  @IdsField(NOT_FOUND.userReference, "The first task's crew (user ids)") crew?: string[] | null;
  @IdsField(NOT_FOUND.asset, "The first task's assets") assets?: string[] | null;
}

@InputType()
export class UpdateJobInput extends JobInput {
  @Field(() => ID)
  @IsString({ message: REQUIRED })
  @IsId()
  id: string;
}

const RequiredDate = (): PropertyDecorator => (target, key) => {
  ApiProperty({ example: '2026-05-04' })(target, key);
  Rule('calendarDate', isCalendarDate, ({ value }) => (value ? INVALID_DATE : REQUIRED))(target, key);
};

/** PATCH /update-job-dates/{id}: both dates (the body's id, if sent, is ignored for the path's). */
export class JobDatesInput {
  @RequiredDate() startDate: string;
  @RequiredDate() endDate: string;
}
