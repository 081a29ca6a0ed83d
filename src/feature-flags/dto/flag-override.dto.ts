import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, ValidateIf } from 'class-validator';
import { IsId } from '../../common/validation/ids.js';

/** Which user's flags the admin page reads: none for the account's own. */
export class FlagSettingsQueryDto {
  @ApiPropertyOptional({ description: 'A user of the account: adds their overrides and effective values' })
  @IsOptional()
  @IsId()
  userId?: string;
}

export class FlagOverrideDto {
  @ApiProperty({ type: Boolean, nullable: true, description: 'On, off, or null to inherit (remove the override)' })
  @ValidateIf((dto: FlagOverrideDto) => dto.enabled !== null)
  @IsBoolean({ message: 'Choose On, Off or Inherit.' })
  enabled: boolean | null;

  @ApiPropertyOptional({ description: "A user of the account: the override is that user's own" })
  @IsOptional()
  @IsId()
  userId?: string;
}
