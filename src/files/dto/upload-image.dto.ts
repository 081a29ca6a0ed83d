import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { NOT_AN_IMAGE } from '../files.service.js';

export class UploadImageDto {
  @ApiProperty({ description: 'Base64 image data, with or without a data-URL prefix; at most 2,000,000 bytes' })
  @IsString({ message: NOT_AN_IMAGE })
  @IsNotEmpty({ message: NOT_AN_IMAGE })
  image: string;

  @ApiPropertyOptional({ example: 'image/png', description: 'Declared type; the stored type is read from the bytes' })
  @IsOptional()
  @IsString({ message: NOT_AN_IMAGE })
  mime?: string;
}

export class CreateImageDto extends UploadImageDto {
  @ApiPropertyOptional({ example: 'crane.png' })
  @IsOptional()
  @IsString({ message: 'Please provide a file name.' })
  name?: string;
}
