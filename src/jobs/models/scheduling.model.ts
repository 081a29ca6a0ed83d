import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

/** An asset as listed in scheduling (spec 2 §3). */
@ObjectType('SchedulingAsset')
export class SchedulingAssetModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'The asset type, e.g. Crawler Crane' }) type: string | null;
  @Field(() => String, { nullable: true, description: "The category's name" }) category: string | null;
  @Field(() => String, { nullable: true, description: 'The formatted address' }) address: string | null;
  @Field(() => Float, { nullable: true, description: "The tracker's last position, else the address's" })
  latitude: number | null;
  @Field(() => Float, { nullable: true }) longitude: number | null;
  @Field(() => String, { nullable: true, description: 'The primary image, signed' }) imageUrl: string | null;
  @Field(() => Date, { nullable: true }) lastSeen: Date | null;
}

@ObjectType('ScheduledAssetJob')
export class ScheduledAssetJobModel {
  @Field(() => ID) id: string;
  @Field() name: string;
}

/** One booking of a job: the asset held by one of its tasks from one day to another. */
@ObjectType('ScheduledAsset')
export class ScheduledAssetModel {
  @Field(() => SchedulingAssetModel) asset: SchedulingAssetModel;
  @Field(() => ScheduledAssetJobModel) job: ScheduledAssetJobModel;
  @Field(() => ID) taskId: string;
  @Field({ description: 'yyyy-MM-dd' }) startDate: string;
  @Field({ description: 'yyyy-MM-dd, included' }) endDate: string;
}

/** An asset of the job that another job books on an overlapping day; one per asset and other job. */
@ObjectType('OverbookedAsset')
export class OverbookedAssetModel {
  @Field(() => ID) complexJobId: string;
  @Field(() => ID) assetId: string;
  @Field() assetName: string;
  @Field(() => ID) conflictingJobId: string;
  @Field() conflictingJobName: string;
}

/** scheduledAssetsForJob(s): a job's bookings in the period and its overbooked assets. */
@ObjectType('JobAssetSchedule')
export class JobAssetScheduleModel {
  @Field(() => ID) complexJobId: string;
  @Field(() => ID, { description: 'The same job (the simple shape’s name for it)' }) jobId: string;
  @Field(() => [ScheduledAssetModel], { description: 'By start date, then asset name' })
  scheduledAssets: ScheduledAssetModel[];
  @Field(() => [OverbookedAssetModel], { description: 'By asset name, then conflicting job name' })
  overbookedAssets: OverbookedAssetModel[];
}
