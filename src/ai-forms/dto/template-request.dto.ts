import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MinLength } from 'class-validator';
import { NestedObjects } from '../../common/validation/nested.js';
import { Trimmed } from '../../common/validation/text.js';
import {
  AI_DATA_MODEL_TYPES,
  AI_FORM_TYPES,
  type AiDataModelType,
  type AiFormType,
  type DataModelItem,
} from '../../forms/engine/index.js';
import { BAD_FORM_TYPE } from '../upload-checks.js';

export const EMPTY_DATA_MODEL = 'The data model has no fields.';

/** One row of the data model (the engine's `dataModelItemSchema`, which checks the model server's answers). */
export class DataModelItemDto implements DataModelItem {
  // The engine's data model item is loose; here only the keys below are kept (the pipe's whitelist).
  [key: string]: unknown;

  @ApiPropertyOptional({ description: 'Kept as the field id; a new UUID when absent' })
  @IsOptional()
  @IsString({ message: 'Must be text' })
  @MinLength(1, { message: 'Must not be empty' })
  id?: string;

  @ApiProperty({ example: 'Foreman' })
  @Trimmed()
  @IsString({ message: 'Must be text' })
  @MinLength(1, { message: 'Must not be empty' })
  name: string;

  @ApiProperty({ enum: AI_DATA_MODEL_TYPES })
  @IsIn(AI_DATA_MODEL_TYPES, { message: `Must be one of: ${AI_DATA_MODEL_TYPES.join(', ')}` })
  type: AiDataModelType;

  @ApiPropertyOptional({
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    description: 'A Radio or Picker item’s options: a list, or one text separated by commas',
  })
  @Allow()
  options?: unknown;
}

/** POST /api/generate/template. */
export class TemplateRequestDto {
  @ApiProperty({ enum: AI_FORM_TYPES })
  @IsIn(AI_FORM_TYPES, { message: BAD_FORM_TYPE })
  formType: AiFormType;

  @ApiProperty({ type: [DataModelItemDto] })
  // Bottom first: a missing or empty list says so before its items are looked at.
  @NestedObjects(() => DataModelItemDto, 'Must be an object')
  @ArrayMinSize(1, { message: EMPTY_DATA_MODEL })
  @IsArray({ message: EMPTY_DATA_MODEL })
  data_model: DataModelItemDto[];
}
