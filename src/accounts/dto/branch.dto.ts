import { ApiProperty, ApiPropertyOptional, OmitType, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import { NOT_AN_IMAGE } from '../../files/files.service.js';
import { AccountChoiceDto } from './account-choice.dto.js';
import { RequiredText, Trimmed } from '../../common/validation/text.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';
import { IsEmailAddress } from '../../common/validation/email.js';
import { IsTypedPhone } from '../../common/validation/phone.js';

const REQUIRED = 'Required';

const emptyAsNull = Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

export class CreateBranchDto extends AccountChoiceDto {
  @ApiProperty({ example: 'Main Yard' })
  @RequiredText(REQUIRED, 'Name')
  name: string;

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @emptyAsNull
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.division })
  divisionId?: string | null;

  @ApiProperty({ example: 'yard@summitcrane.example' })
  @Trimmed()
  @IsEmailAddress()
  @IsNotEmpty({ message: REQUIRED })
  email: string;

  @ApiProperty({ example: '303-555-0100' })
  @Trimmed()
  @IsTypedPhone()
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
