import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Min,
  ValidateNested,
} from 'class-validator';
import { NestedObjects } from '../../common/validation/nested.js';
import { RequiredText, Trimmed } from '../../common/validation/text.js';
import { ASSET_TYPES, MANUFACTURERS } from '../asset-types.js';
import { NOT_FOUND } from '../../common/errors/not-found.js';

export const CATEGORY_REQUIRED = 'Category is required!';
export const MANUFACTURER_REQUIRED = 'Manufacturer is required!';
export const TYPE_REQUIRED = 'Type is required!';
export const POSITIVE_ONLY = 'Positive numbers only.';
export const KEY_REQUIRED = 'Key is required';
export const NUMBER_ONLY = 'Numbers only.';

const OptionalText = (): PropertyDecorator => (target, key) => {
  Trimmed()(target, key);
  IsOptional()(target, key);
  IsString({ message: 'Text only.' })(target, key);
};

const OptionalNumber = (): PropertyDecorator => (target, key) => {
  IsOptional()(target, key);
  IsNumber({}, { message: NUMBER_ONLY })(target, key);
};

export class AssetAddressDto {
  @ApiProperty({ example: '1 Industrial Way, Denver, CO' })
  @Trimmed()
  @IsString({ message: 'Text only.' })
  formattedAddress: string;

  @ApiPropertyOptional({ nullable: true, example: 39.74 })
  @OptionalNumber()
  lat?: number | null;

  @ApiPropertyOptional({ nullable: true, example: -104.99 })
  @OptionalNumber()
  lng?: number | null;
}

export class AssetMetadataDto {
  @ApiProperty({ example: 'Max capacity' })
  @Trimmed()
  @IsString({ message: KEY_REQUIRED })
  @IsNotEmpty({ message: KEY_REQUIRED })
  metadataName: string;

  @ApiPropertyOptional({ example: '100' })
  @OptionalText()
  metadataValue?: string;

  @ApiPropertyOptional({ example: 'tons' })
  @OptionalText()
  metadataUnitOfMeasure?: string;
}

export class AssetDetailsDto {
  @ApiProperty({ example: 'All-Terrain Crane', enum: ASSET_TYPES })
  @IsIn(ASSET_TYPES, { message: TYPE_REQUIRED })
  assetType: string;

  @ApiProperty({ example: 'Liebherr', enum: MANUFACTURERS })
  @IsIn(MANUFACTURERS, { message: MANUFACTURER_REQUIRED })
  manufacturer: string;

  @ApiPropertyOptional() @OptionalText() assetSubtype?: string;
  @ApiPropertyOptional() @OptionalText() serialNumber?: string;
  @ApiPropertyOptional() @OptionalText() notes?: string;
  @ApiPropertyOptional() @OptionalText() trackerType?: string;
  @ApiPropertyOptional() @OptionalText() mountType?: string;
  @ApiPropertyOptional() @OptionalText() applicationMethod?: string;
  @ApiPropertyOptional() @OptionalNumber() length?: number;
  @ApiPropertyOptional() @OptionalText() lengthUnit?: string;
  @ApiPropertyOptional() @OptionalNumber() width?: number;
  @ApiPropertyOptional() @OptionalText() widthUnit?: string;
  @ApiPropertyOptional() @OptionalNumber() height?: number;
  @ApiPropertyOptional() @OptionalText() heightUnit?: string;
  @ApiPropertyOptional() @OptionalNumber() weight?: number;
  @ApiPropertyOptional() @OptionalText() weightUnit?: string;
}

const isEmptyRow = (row: unknown): boolean =>
  typeof row === 'object' &&
  row !== null &&
  Object.values(row).every((value) => value === undefined || value === null || String(value).trim() === '');

/** The asset form's body (spec 2 §5 Asset form); POST and PUT take the whole asset. */
export class AssetDto {
  @ApiProperty({ example: 'LTM 1100 #3' })
  @RequiredText('Required', 'Asset name', 200)
  assetName: string;

  @ApiPropertyOptional({ example: 'active' })
  @OptionalText()
  assetStatus?: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOptional()
  @IsArray({ message: NOT_FOUND.branch })
  @IsUUID('all', { each: true, message: NOT_FOUND.branch })
  branchIds?: string[];

  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @Transform(({ value }: { value: unknown }) => (value === '' ? null : value))
  @IsOptional()
  @IsUUID('all', { message: NOT_FOUND.division })
  divisionId?: string | null;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: ({ value }) => (value ? NOT_FOUND.category : CATEGORY_REQUIRED) })
  categoryId: string;

  @ApiPropertyOptional({ type: AssetAddressDto, nullable: true })
  @IsOptional()
  @IsObject({ message: 'Invalid address.' })
  @ValidateNested()
  @Type(() => AssetAddressDto)
  address?: AssetAddressDto | null;

  @ApiPropertyOptional({ nullable: true, description: 'Tracker id, unique in the account' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString({ message: 'Text only.' })
  macAddress?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Saved only with the webEngineHours flag on; rounded' })
  @IsOptional()
  @IsNumber({}, { message: POSITIVE_ONLY })
  @Min(0, { message: POSITIVE_ONLY })
  engineHours?: number | null;

  @ApiPropertyOptional({ type: [AssetMetadataDto], description: 'Entirely empty rows are dropped' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value) ? value.filter((row) => !isEmptyRow(row)) : value,
  )
  @IsArray({ message: KEY_REQUIRED })
  @NestedObjects(() => AssetMetadataDto, KEY_REQUIRED)
  metadata?: AssetMetadataDto[];

  @ApiProperty({ type: AssetDetailsDto })
  @IsObject({ message: TYPE_REQUIRED })
  @ValidateNested()
  @Type(() => AssetDetailsDto)
  details: AssetDetailsDto;
}
