import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { idMessage } from '../../common/validation/ids.js';
import { RequiredText } from '../../common/validation/text.js';

export const CATEGORY_NAME_REQUIRED = 'Category name is required.';

export class CreateCategoryDto {
  @ApiProperty({ example: 'Crawler Cranes', maxLength: 100 })
  @RequiredText(CATEGORY_NAME_REQUIRED, 'Category name')
  name: string;

  @ApiPropertyOptional({
    format: 'uuid',
    nullable: true,
    description: 'The parent category; absent or null: top level',
  })
  @IsOptional()
  @IsUUID('all', { message: idMessage('parentId') })
  parentId?: string | null;
}

/** A rename, a move, or both; `parentId` null moves the category to the top level, absent leaves it where it is. */
export class UpdateCategoryDto extends PartialType(CreateCategoryDto) {}
