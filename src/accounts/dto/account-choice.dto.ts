import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { NOT_FOUND } from '../../common/errors/not-found.js';

/** Lets a super admin work on another account; ignored for anyone else. */
export class AccountChoiceDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Super admin only: the account to work on' })
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.account })
  accountId?: string;
}
