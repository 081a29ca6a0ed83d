import { expect } from '@jest/globals';
import { Branch } from '../../src/accounts/branch.entity.js';
import { Division } from '../../src/accounts/division.entity.js';
import { Asset } from '../../src/assets/asset.entity.js';
import { Category } from '../../src/assets/category.entity.js';
import type { Permission } from '../../src/common/auth/permissions.js';
import { AssetBooking } from '../../src/bookings/asset-booking.entity.js';
import { ComplexTask } from '../../src/jobs/complex-task.entity.js';
import { Job } from '../../src/jobs/job.entity.js';
import { addDays, today } from '../../src/jobs/job-rules.js';
import { bearer, type TestAccount, type TestContext } from './test-app.js';

export const MISSING = '00000000-0000-4000-8000-000000000000';
export const TODAY = today();
export const day = (offset: number): string => addDays(TODAY, offset);

/**
 * Days from today for a test of what the server takes as today (a default window): taken when the test starts, and
 * not in the last 20 seconds of the day (UTC, as `today()`), so the day does not change between the test's dates and
 * its requests. `TODAY` is the day the test file was loaded, which a run that passes midnight has left.
 */
export async function daysFromNow(): Promise<(offset: number) => string> {
  const left = 86_400_000 - (Date.now() % 86_400_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  const now = today();
  return (offset) => addDays(now, offset);
}
export const DENVER_SITE = {
  name: 'Union Station',
  formattedAddress: '1701 Wynkoop St, Denver, CO 80202',
  lat: 39.7527,
  lng: -105.0001,
};

/** An account with a scheduler, two crew members, three assets, and a second branch and division. */
export async function jobWorld(ctx: TestContext, permissions: Permission[] = ['web:schedule']) {
  const owner = await ctx.newAccount();
  const accountId = owner.account.id;
  const manager = ctx.dataSource.manager;
  const scheduler = await ctx.newUser({ account: owner, permissions });
  const crew = [(await ctx.newUser({ account: owner })).user, (await ctx.newUser({ account: owner })).user];
  const division2 = await manager.save(manager.create(Division, { accountId, divisionName: 'Rigging' }));
  const branch2 = await manager.save(
    manager.create(Branch, { accountId, divisionId: division2.id, name: 'North Yard', city: 'Boulder' }),
  );
  const category = await manager.save(manager.create(Category, { accountId, name: 'Cranes', parentCategoryId: null }));
  const assets = await manager.save(
    ['Crane 1', 'Crane 2', 'Truck 1'].map((assetName) =>
      manager.create(Asset, {
        accountId,
        assetName,
        categoryId: category.id,
        details: { assetType: 'Crawler Crane', manufacturer: 'Liebherr' },
      }),
    ),
  );
  return { owner, accountId, token: scheduler.token, scheduler: scheduler.user, crew, assets, branch2, division2 };
}

export type JobWorld = Awaited<ReturnType<typeof jobWorld>>;

/** What the database holds for an account's jobs: jobs, tasks and bookings, in a stable order. */
export async function jobState(ctx: TestContext, accountId: string) {
  const manager = ctx.dataSource.manager;
  return {
    jobs: await manager.find(Job, { where: { accountId }, order: { id: 'ASC' } }),
    tasks: await manager.find(ComplexTask, { where: { accountId }, order: { id: 'ASC' } }),
    bookings: await bookingsOf(ctx, accountId),
  };
}

export async function bookingsOf(ctx: TestContext, accountId: string) {
  const rows = await ctx.dataSource.manager.find(AssetBooking, { where: { accountId } });
  return rows
    .map(({ assetId, jobId, taskId, startDate, endDate }) => ({ assetId, jobId, taskId, startDate, endDate }))
    .sort((a, b) => `${a.assetId}${a.startDate}${a.taskId}`.localeCompare(`${b.assetId}${b.startDate}${b.taskId}`));
}

/** A GraphQL call that must answer 200; returns the body `{ data, errors? }`. */
export async function gql(ctx: TestContext, token: string, query: string, variables: object = {}) {
  const response = await ctx.http().post('/graphql').set(bearer(token)).send({ query, variables });
  expect(response.status).toBe(200);
  return response.body;
}

export const simpleJobBody = (owner: TestAccount, extra: object = {}) => ({
  name: 'Hospital rooftop HVAC lift',
  number: 'J-1001',
  status: 'scheduled',
  startDate: day(1),
  endDate: day(3),
  branchId: owner.branch.id,
  divisionId: owner.division.id,
  billingFrequency: 'JOB_END',
  customer: { name: 'Mercy Health', email: 'ops@mercy.example', phone: '3035550100', contactName: 'Ana Ruiz' },
  address: DENVER_SITE,
  notes: 'Crane pad on the east side',
  ...extra,
});

export const JOB_FIELDS = `id accountId number name status startDate endDate branchId divisionId notes
  address { name formattedAddress lat lng }
  customer { name email phone type contactName siteContact siteContactPhone }
  projectOwner salesPerson jobType colorId color { id accountId name code } quotedCostCents quoteId
  billingFrequency isReadyForInvoice invoices { jobId } crew assets tasks { id date assets crew active }`;

export const TASK_FIELDS = `id name startDate startTime startDateTime endDate endTime endDateTime timezone assetIds userIds
  notes status taskType branchId divisionId entries { id complexTaskId entryDate assetIds userIds }`;

export const COMPLEX_JOB_FIELDS = `id name number status startDate endDate notes branchIds divisionIds
  color { id accountId name code } customer { name email phone contactName }
  location { name formattedAddress lat lng } timezone projectOwner salesPerson isReadyForInvoice quotedCostCents
  billingFrequency quoteId invoices { jobId } documents { id } tasks { ${TASK_FIELDS} }`;
