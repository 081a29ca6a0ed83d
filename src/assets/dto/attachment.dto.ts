import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsArray, IsBoolean, IsOptional, IsString, IsUUID } from 'class-validator';
import { NestedObjects } from '../../common/validation/nested.js';
import { RequiredText, Trimmed } from '../../common/validation/text.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export class CreateAttachmentDto {
  @ApiProperty({ description: 'Storage key, or the signed URL /images or /documents/upload answered' })
  @RequiredText('Required', 'URL', 2000)
  url: string;

  @ApiProperty({ example: 'application/pdf' })
  @RequiredText('Required', 'Content type')
  contentType: string;

  @ApiPropertyOptional({ description: 'Images only: becomes the primary image' })
  @IsOptional()
  @IsBoolean({ message: 'Must be true or false.' })
  primary?: boolean;

  @ApiPropertyOptional({ example: 'Load chart.pdf' })
  @Trimmed()
  @IsOptional()
  @IsString({ message: 'Text only.' })
  name?: string;
}

export class AttachmentPrimaryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: NOT_FOUND.attachment })
  id: string;

  @ApiProperty()
  @IsBoolean({ message: 'Must be true or false.' })
  primary: boolean;
}

export class UpdateAttachmentsDto {
  @ApiProperty({ type: [AttachmentPrimaryDto] })
  @IsArray({ message: NOT_FOUND.attachment })
  @NestedObjects(() => AttachmentPrimaryDto, NOT_FOUND.attachment)
  attachments: AttachmentPrimaryDto[];
}
