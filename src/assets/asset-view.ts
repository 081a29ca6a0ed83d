import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import type { Asset, AssetAddress, AssetDetails, AssetMetadata } from './asset.entity.js';
import { AssetDetailsDto } from './dto/asset.dto.js';

/** What an asset answers of its own columns. */
type AssetFields = Omit<Asset, 'accountId' | 'account' | 'category' | 'lastLat' | 'lastLng' | 'searchText'>;

class AssetAddressView implements AssetAddress {
  @ApiProperty() formattedAddress: string;
  @ApiProperty({ type: Number, nullable: true }) lat: number | null;
  @ApiProperty({ type: Number, nullable: true }) lng: number | null;
}

class AssetMetadataView implements AssetMetadata {
  @ApiProperty() metadataName: string;
  @ApiProperty({ description: 'Empty when none was sent' }) metadataValue: string;
  @ApiProperty({ description: 'Empty when none was sent' }) metadataUnitOfMeasure: string;
}

/** As the asset form sent them; the type and the manufacturer are checked against their lists on writes only. */
class AssetDetailsView
  extends OmitType(AssetDetailsDto, ['assetType', 'manufacturer'] as const)
  implements AssetDetails
{
  @ApiProperty() assetType: string;
  @ApiProperty() manufacturer: string;
}

export class AttachmentView {
  @ApiProperty() id: string;
  @ApiProperty({ description: 'Signed URL of the file' }) url: string;
  @ApiProperty() name: string;
  @ApiProperty() contentType: string;
  @ApiProperty() primary: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
}

/**
 * An asset as the list shows it: `category` is the category's name, `location` "lat,lng" of the last position,
 * `primaryImageUrl` signed.
 */
export class AssetListView implements AssetFields {
  @ApiProperty() id: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updatedAt: Date;
  @ApiProperty() assetName: string;
  @ApiProperty() assetStatus: string;
  @ApiProperty({ type: [String] }) branchIds: string[];
  @ApiProperty({ type: String, nullable: true }) divisionId: string | null;
  @ApiProperty() categoryId: string;
  @ApiProperty({ type: AssetAddressView, nullable: true }) address: AssetAddress | null;
  @ApiProperty({ type: String, nullable: true, description: 'The tracker id' }) macAddress: string | null;
  @ApiProperty({ type: Number, nullable: true }) engineHours: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) engineHoursLastUpdate: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastSeen: Date | null;
  @ApiProperty({ type: [AssetMetadataView] }) metadata: AssetMetadata[];
  @ApiProperty() details: AssetDetailsView;
  @ApiProperty({ type: String, nullable: true }) category: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true }) primaryImageUrl: string | null;
  @ApiPropertyOptional({ description: 'Only with checkDates: no booking holds the asset on a day of [after, before]' })
  isAvailable?: boolean;
}

/** An asset with its attachments, where `isAvailable` is always there. */
export class AssetView extends OmitType(AssetListView, ['isAvailable'] as const) {
  @ApiProperty({ type: [AttachmentView], description: 'Primary first, then newest first' })
  attachments: AttachmentView[];
  @ApiProperty({ description: 'No booking holds the asset today (UTC), as the availability page marks it' })
  isAvailable: boolean;
}
