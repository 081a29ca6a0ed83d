import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { RequiredText } from '../../common/validation/text.js';
import { ALL_PERMISSIONS } from '../../common/auth/permissions.js';
import type { AuthMethod } from '../user.entity.js';
import { IsEmailAddress } from '../../common/validation/email.js';
import { IsStoredPhone } from '../../common/validation/phone.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const AUTH_METHODS: AuthMethod[] = ['mobile', 'web', 'both'];

const blankToAbsent = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() || undefined : value;
const authMethodOf = (args: ValidationArguments) => (args.object as UserPayloadDto).authMethod;

const FIRST_NAME = 'Please provide a First Name.';
const LAST_NAME = 'Please provide a Last Name.';
const BRANCH = 'Please provide a Branch';
// The non-admin form's text (spec 1 §5); the admin form does not require a division.
const DIVISION = 'Required';
const PERMISSION = 'Please provide a Permission';

export class UserMetadataDto {
  @ApiPropertyOptional({ description: 'Only a super admin may choose the account; ignored for everyone else' })
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.account })
  accountId?: string;

  @ApiProperty({ example: 'Luis' })
  @RequiredText(FIRST_NAME, 'First Name')
  firstName: string;

  @ApiProperty({ example: 'Ortega' })
  @RequiredText(LAST_NAME, 'Last Name')
  lastName: string;

  @ApiProperty({ type: [String] })
  @IsUUID('all', { each: true, message: NOT_FOUND.branch })
  @ArrayMaxSize(200, { message: 'Choose at most 200 branches.' })
  @ArrayMinSize(1, { message: BRANCH })
  branchIds: string[];

  @ApiProperty({ type: [String] })
  @IsUUID('all', { each: true, message: NOT_FOUND.division })
  @ArrayMaxSize(200, { message: 'Choose at most 200 divisions.' })
  @ArrayMinSize(1, { message: DIVISION })
  divisionIds: string[];

  @ApiPropertyOptional({ type: [String], example: ['crane operator'] })
  @IsOptional()
  @MaxLength(100, { each: true, message: 'An occupation name must be at most 100 characters.' })
  @ArrayMaxSize(50, { message: 'Choose at most 50 occupations.' })
  @IsString({ each: true, message: 'Occupations must be a list of names.' })
  @IsArray({ message: 'Occupations must be a list of names.' })
  occupations?: string[];

  @ApiProperty({ type: [String], example: ['web:assetmap', 'mobile:user'] })
  @IsIn(ALL_PERMISSIONS, { each: true, message: 'Unknown permission.' })
  @ArrayMinSize(1, { message: PERMISSION })
  permissions: string[];

  @ApiPropertyOptional({ description: 'Accepted for the form; a user is deactivated only by the disable call' })
  @IsOptional()
  @IsBoolean({ message: 'Disabled must be true or false.' })
  disabled?: boolean;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsBoolean({ message: 'Veteran must be true or false.' })
  veteran?: boolean | null;
}

/** The spec's user payload (spec 1 §3), for create and edit. */
export class UserPayloadDto {
  @ApiProperty({ enum: AUTH_METHODS })
  @IsIn(AUTH_METHODS, {
    // Spec 1 §5: an authentication method must be chosen ("Required").
    message: ({ value }) =>
      value === undefined || value === null || value === '' ? 'Required' : 'Please choose an authentication method.',
  })
  authMethod: AuthMethod;

  @ApiPropertyOptional({ description: 'Required for web and both; empty means absent', example: 'luis@example.com' })
  @Transform(blankToAbsent)
  @ValidateIf((dto: UserPayloadDto) => dto.authMethod !== 'mobile' || dto.email !== undefined)
  @IsEmailAddress((args) =>
    authMethodOf(args) === 'mobile' ? 'Invalid Email' : 'Valid email is required for web authentication',
  )
  email?: string;

  @ApiPropertyOptional({ description: 'Required for mobile and both; ten digits are stored as +1##########' })
  @IsStoredPhone((args) =>
    authMethodOf(args) === 'web'
      ? 'Invalid Phone Number'
      : 'Valid phone number is required for mobile authentication. (Eg. +1##########)',
  )
  @ValidateIf((dto: UserPayloadDto) => dto.authMethod !== 'web' || dto.phoneNumber !== undefined)
  phoneNumber?: string;

  @ApiProperty({ type: UserMetadataDto })
  @IsObject({ message: 'Please provide the user details.' })
  @ValidateNested()
  @Type(() => UserMetadataDto)
  metadata: UserMetadataDto;
}

export class ResendInviteDto {
  @ApiProperty()
  @IsUUID('all', { message: NOT_FOUND.user })
  id: string;
}

export class ListUsersQueryDto {
  @ApiPropertyOptional({ description: 'Super admin only: list another account' })
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.account })
  accountId?: string;

  @ApiPropertyOptional({ description: 'Super admin only: include users on the provider domain' })
  @IsOptional()
  @Transform(({ value }) => value === 'true' || value === true)
  @IsBoolean()
  includeInternal?: boolean;
}
