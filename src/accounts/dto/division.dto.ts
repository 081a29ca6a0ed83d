import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID } from 'class-validator';
import { AccountChoiceDto } from './account-choice.dto.js';
import { Trimmed } from '../../common/validation/text.js';

export const DIVISION_NAME_REQUIRED = 'Division name is required';

export class UpdateDivisionDto extends AccountChoiceDto {
  @ApiProperty({ example: 'Cranes' })
  @Trimmed()
  @IsString({ message: DIVISION_NAME_REQUIRED })
  @IsNotEmpty({ message: DIVISION_NAME_REQUIRED })
  divisionName: string;
}

export class CreateDivisionDto extends UpdateDivisionDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Accepted for the client form; the server assigns the id' })
  @IsOptional()
  @IsUUID('all', { message: 'Division ID must be a uuid.' })
  id?: string;
}
