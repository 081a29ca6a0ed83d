import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches } from 'class-validator';
import { NOT_A_DOCUMENT } from '../files.service.js';

export class UploadDocumentDto {
  @ApiProperty({ example: 'application/pdf' })
  @IsString({ message: NOT_A_DOCUMENT })
  @Matches(/^application\/[\w.+-]+$/i, { message: NOT_A_DOCUMENT })
  mime: string;

  @ApiProperty({ description: 'The file as a data URL or bare base64; at most 10,000,000 bytes' })
  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  document: string;

  @ApiPropertyOptional({ example: 'load-chart.pdf' })
  @IsOptional()
  @IsString({ message: 'Please provide a file name.' })
  name?: string | null;
}
