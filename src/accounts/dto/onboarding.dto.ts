import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsObject, ValidateNested } from 'class-validator';
import { CreateBranchDto } from './branch.dto.js';
import { RequiredText } from '../../common/validation/text.js';
import { IsEmailAddress } from '../../common/validation/email.js';

const lowercase = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** The first branch, with the branch form's rules (spec 1 §5 "Branch"); images can be added later. */
export class OnboardingBranchDto extends PickType(CreateBranchDto, [
  'name',
  'address',
  'city',
  'state',
  'postalCode',
  'email',
  'phoneNumber',
] as const) {}

export class OnboardingAdminDto {
  @ApiProperty({ example: 'Olivia' }) @RequiredText('Please provide a First Name.', 'First Name') firstName: string;
  @ApiProperty({ example: 'Grant' }) @RequiredText('Please provide a Last Name.', 'Last Name') lastName: string;

  @ApiProperty({ example: 'office@ridgelinelifting.example' })
  @Transform(lowercase)
  @IsEmailAddress('Valid email is required for web authentication')
  email: string;
}

/** A new customer company: account, first division and branch, and its administrator. */
export class OnboardingDto {
  @ApiProperty({ example: 'Ridgeline Lifting Co.' })
  @RequiredText('Please provide an account name.', 'Account name', 200)
  accountName: string;

  @ApiProperty({ example: 'Crane Services' })
  @RequiredText('Division name is required', 'Division name')
  divisionName: string;

  @ApiProperty({ type: OnboardingBranchDto })
  @IsObject({ message: 'Please provide the first branch.' })
  @ValidateNested()
  @Type(() => OnboardingBranchDto)
  branch: OnboardingBranchDto;

  @ApiProperty({ type: OnboardingAdminDto })
  @IsObject({ message: "Please provide the account administrator's details." })
  @ValidateNested()
  @Type(() => OnboardingAdminDto)
  admin: OnboardingAdminDto;
}
