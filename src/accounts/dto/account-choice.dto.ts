import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { ACCOUNT_NOT_FOUND } from '../accounts.service.js';

/** Lets a super admin work on another account; ignored for anyone else. */
export class AccountChoiceDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Super admin only: the account to work on' })
  @IsOptional()
  @IsUUID('all', { message: ACCOUNT_NOT_FOUND })
  accountId?: string;
}
