import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { PageInfo } from '../../common/graphql/page-info.js';

export const AVAILABILITIES = ['AVAILABLE', 'UNAVAILABLE'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

@ObjectType('AssetAvailabilityAttachment')
export class AssetAvailabilityAttachmentModel {
  @Field() primary: boolean;
  @Field({ description: 'Signed URL' }) url: string;
}

@ObjectType('AssetAvailabilityAddress')
export class AssetAvailabilityAddressModel {
  @Field({ description: 'Empty when the asset has no address' }) formattedAddress: string;
  @Field(() => Float, { nullable: true, description: "The tracker's last position, else the address's" })
  lat: number | null;
  @Field(() => Float, { nullable: true }) lng: number | null;
}

/** A job booking the asset in the period. */
@ObjectType('AssetAvailabilityJob')
export class AssetAvailabilityJobModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() number: string;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) startDate: string | null;
  @Field(() => String, { nullable: true, description: 'yyyy-MM-dd' }) endDate: string | null;
}

@ObjectType('AssetAvailability')
export class AssetAvailabilityModel {
  @Field(() => ID) assetId: string;
  @Field() assetName: string;
  @Field() assetStatus: string;
  @Field(() => String, { description: `${AVAILABILITIES.join(' | ')}: UNAVAILABLE when a booking holds a day` })
  availability: Availability;
  @Field(() => [AssetAvailabilityAttachmentModel], { description: 'The primary image only' })
  attachments: AssetAvailabilityAttachmentModel[];
  @Field(() => AssetAvailabilityAddressModel, { nullable: true, description: 'Null with neither address nor position' })
  address: AssetAvailabilityAddressModel | null;
  @Field(() => Date, { nullable: true }) lastSeen: Date | null;
  @Field(() => [AssetAvailabilityJobModel], { description: 'The jobs booking the asset in the period, by start date' })
  jobs: AssetAvailabilityJobModel[];
  @Field(() => [AssetAvailabilityJobModel], {
    description: 'The same jobs (one table holds both variants), for the complex-job pages',
  })
  complexJobs: AssetAvailabilityJobModel[];
}

@ObjectType('AvailableAssetSchedule')
export class AvailableAssetScheduleModel {
  @Field(() => [AssetAvailabilityModel], { description: 'By asset name, then id' })
  availability: AssetAvailabilityModel[];
  @Field(() => PageInfo) pageInfo: PageInfo;
}
