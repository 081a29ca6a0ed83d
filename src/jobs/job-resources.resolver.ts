import { Context, Field, ID, ObjectType, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { AssetSummariesService } from '../assets/asset-summaries.service.js';
import { CurrentAccess } from '../common/auth/current-access.decorator.js';
import type { Access } from '../common/auth/permissions.js';
import { RequireScopes } from '../common/auth/require-scopes.decorator.js';
import { RequestBatches } from '../common/graphql/request-batches.js';
import { UsersService } from '../users/users.service.js';
import { JobModel } from './models/job.model.js';
import { BookingsService } from '../bookings/bookings.service.js';

/** A member of a job's crew as billing shows it (spec 3 §2 side panels): the name only. */
@ObjectType('JobCrewMember')
export class JobCrewMemberModel {
  @Field(() => ID) id: string;
  @Field() firstName: string;
  @Field() lastName: string;
}

/** An asset of a job as billing shows it (spec 3 §2 "Equipment (n)": image, name, type, category). */
@ObjectType('JobEquipment')
export class JobEquipmentModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'The asset type, e.g. Crawler Crane' }) type: string | null;
  @Field(() => String, { nullable: true, description: "The category's name" }) category: string | null;
  @Field(() => String, { nullable: true, description: 'The primary image, signed' }) imageUrl: string | null;
}

const present = <T>(value: T | undefined): value is T => value !== undefined;

/**
 * `Job.crewMembers` and `Job.equipment`: the job's people and assets with what the invoice form shows of them, for
 * whoever may read the job (billing too), without the users' and assets' lists. The values one GraphQL request
 * shows are read together.
 */
@Resolver(() => JobModel)
export class JobResourcesResolver {
  private readonly people = new RequestBatches<JobCrewMemberModel>();
  private readonly bookings = new RequestBatches<string[]>();
  private readonly assets = new RequestBatches<JobEquipmentModel>();

  constructor(
    private readonly users: UsersService,
    private readonly assetSummaries: AssetSummariesService,
    private readonly bookingReads: BookingsService,
  ) {}

  @ResolveField('crewMembers', () => [JobCrewMemberModel], {
    description: "The first task's crew (`crew`), in its order; a user deleted since is left out",
  })
  @RequireScopes('web:schedule', 'web:invoice')
  async crewMembers(
    @Parent() job: JobModel,
    @CurrentAccess() access: Access,
    @Context() context: object,
  ): Promise<JobCrewMemberModel[]> {
    const members = await Promise.all(
      job.crew.map((id) => this.people.load(context, id, (ids) => this.users.names(access.accountId, ids))),
    );
    return members.filter(present);
  }

  @ResolveField('equipment', () => [JobEquipmentModel], {
    description:
      "The first task's assets (`assets`), then the others the job's tasks book; a deleted asset is left out",
  })
  @RequireScopes('web:schedule', 'web:invoice')
  async equipment(
    @Parent() job: JobModel,
    @CurrentAccess() access: Access,
    @Context() context: object,
  ): Promise<JobEquipmentModel[]> {
    const booked = await this.bookings.load(context, job.id, (ids) => this.bookingReads.assetsOfJobs(access, ids));
    const ids = [...new Set([...job.assets, ...(booked ?? [])])];
    const assets = await Promise.all(
      ids.map((id) => this.assets.load(context, id, (all) => this.assetSummaries.byId(access, all))),
    );
    return assets
      .filter(present)
      .map(({ id, name, type, category, imageUrl }) => ({ id, name, type, category, imageUrl }));
  }
}
