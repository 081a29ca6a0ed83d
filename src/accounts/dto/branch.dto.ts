import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches } from 'class-validator';
import { NOT_AN_IMAGE } from '../../files/files.service.js';
import { AccountChoiceDto } from './account-choice.dto.js';
import { RequiredText, Trimmed } from '../../common/validation/text.js';

const REQUIRED = 'Required';
export const PHONE_FORMAT = 'Phone number not in correct format. Ex: ###-###-####';
export const DIVISION_NOT_FOUND = 'Division not found.';

const emptyAsNull = Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

export class CreateBranchDto extends AccountChoiceDto {
  @ApiProperty({ example: 'Main Yard' })
  @RequiredText(REQUIRED, 'Name')
  name: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @emptyAsNull
  @IsOptional()
  @IsUUID('all', { message: DIVISION_NOT_FOUND })
  divisionId?: string | null;

  @ApiProperty({ example: 'yard@summitcrane.example' })
  @Trimmed()
  @IsEmail({}, { message: 'Invalid Email' })
  @IsNotEmpty({ message: REQUIRED })
  email: string;

  @ApiProperty({ example: '303-555-0100' })
  @Trimmed()
  @IsString({ message: PHONE_FORMAT })
  @Matches(/^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/, { message: PHONE_FORMAT })
  phoneNumber: string;

  @ApiProperty({ example: '1 Industrial Way' })
  @RequiredText(REQUIRED, 'Address', 200)
  address: string;

  @ApiProperty({ example: 'Denver' })
  @RequiredText(REQUIRED, 'City')
  city: string;

  @ApiProperty({ example: 'CO' })
  @RequiredText(REQUIRED, 'State')
  state: string;

  @ApiProperty({ example: '80202' })
  @RequiredText(REQUIRED, 'Postal Code', 20)
  postalCode: string;

  @ApiProperty({ description: 'Branch image: base64 data without the data-URL prefix, at most 2,000,000 bytes' })
  @Trimmed()
  @IsString({ message: REQUIRED })
  @IsNotEmpty({ message: REQUIRED })
  logo: string;

  @ApiPropertyOptional({ example: 'image/png', description: 'Type of the branch image; read from its bytes if absent' })
  @IsOptional()
  @IsString({ message: NOT_AN_IMAGE })
  logoMime?: string;

  @ApiPropertyOptional({ nullable: true, description: 'Quote cover image, like logo; null removes it on edit' })
  @emptyAsNull
  @IsOptional()
  @IsString({ message: NOT_AN_IMAGE })
  quoteCover?: string | null;

  @ApiPropertyOptional({ example: 'image/jpeg' })
  @IsOptional()
  @IsString({ message: NOT_AN_IMAGE })
  quoteCoverMime?: string;
}

/**
 * Only the changed fields; null is refused for required ones. The name is not editable (the form disables it):
 * a name sent on edit is dropped, like any field without a rule.
 */
export class UpdateBranchDto extends PartialType(OmitType(CreateBranchDto, ['name'] as const), {
  skipNullProperties: false,
}) {}
