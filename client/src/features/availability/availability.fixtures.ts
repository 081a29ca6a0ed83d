import { AssetAvailabilityDocument, ScheduleComplexJobsDocument } from '../../api/gql/graphql';
import { jsonResponse } from '../../test/fixtures';
import { answer, answerGraphQL } from '../../test/graphql';
import { serveAssets } from '../assets/assets.fixtures';
import type { AssetAvailability, BookedJob } from './availability';

const HOUR = 3_600_000;

const TOWER_JOB: BookedJob = {
  __typename: 'AssetAvailabilityJob',
  id: 'job-1',
  number: 'J-1001',
  name: 'Tower crane erection',
  startDate: '2026-03-02',
  endDate: '2026-03-06',
};

/** An asset in the period, seen `hoursAgo` hours ago, at Denver unless told otherwise. */
function aRow(assetId: string, assetName: string, values: Partial<AssetAvailability>, hoursAgo = 1): AssetAvailability {
  return {
    __typename: 'AssetAvailability',
    assetId,
    assetName,
    assetStatus: 'active',
    availability: 'AVAILABLE',
    attachments: [],
    address: {
      __typename: 'AssetAvailabilityAddress',
      formattedAddress: '1701 Wynkoop St, Denver, CO 80202',
      lat: 39.75,
      lng: -105,
    },
    lastSeen: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    jobs: [],
    complexJobs: [],
    ...values,
  };
}

/** The first page: a free crane seen an hour ago, and one booked on the tower job, last seen 20 hours ago. */
export const FIRST_PAGE = [
  aRow('asset-1', 'Grove GMK 5150', {}),
  aRow(
    'asset-2',
    'Liebherr LTM 1090',
    {
      availability: 'UNAVAILABLE',
      address: {
        __typename: 'AssetAvailabilityAddress',
        formattedAddress: '100 S West Temple, Salt Lake City, UT 84101',
        lat: 40.77,
        lng: -111.89,
      },
      jobs: [TOWER_JOB],
      complexJobs: [{ ...TOWER_JOB, id: 'complex-1' }],
    },
    20,
  ),
];
/** The second page: a trailer with no position. */
export const SECOND_PAGE = [aRow('asset-3', 'Rigging trailer', { address: null, lastSeen: null })];

export const SIMPLE_JOBS = [
  { ...TOWER_JOB, status: 'scheduled', color: null },
  {
    id: 'job-2',
    number: 'J-1002',
    name: 'Bridge beam set',
    startDate: '2026-04-10',
    endDate: '2026-04-14',
    status: 'scheduled',
    color: null,
  },
];

/**
 * Serves the asset lookups, `GET /api/jobs` and `getAvailableAssetSchedule` in two pages (the second under
 * "page-2"), or a GraphQL error when `failing`; the complex jobs' list (the job choice) is empty.
 */
export function serveAvailability({ failing = false } = {}) {
  const availability = answer(AssetAvailabilityDocument);
  const answers = [
    failing
      ? availability.failing('Database unavailable.')
      : availability.with(({ input }) => {
          const second = input.pageInfo?.nextPageKey === 'page-2';
          return {
            getAvailableAssetSchedule: {
              __typename: 'AvailableAssetSchedule',
              availability: second ? SECOND_PAGE : FIRST_PAGE,
              pageInfo: {
                __typename: 'PageInfo',
                hasNextPage: !second,
                nextPageKey: second ? null : 'page-2',
                totalCount: 3,
              },
            },
          };
        }),
    answer(ScheduleComplexJobsDocument).with(() => ({
      complexJobs: {
        __typename: 'ComplexJobPage',
        items: [],
        pageInfo: { __typename: 'PageInfo', nextPageKey: null, hasNextPage: false },
      },
    })),
  ];
  return serveAssets({
    'GET /api/jobs': () => jsonResponse(200, { data: SIMPLE_JOBS }),
    'POST /graphql': (_url, init) => answerGraphQL(init, answers),
  });
}
