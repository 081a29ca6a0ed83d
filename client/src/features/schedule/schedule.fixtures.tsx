import { useLocation } from 'react-router-dom';
import { ScheduleComplexJobsDocument } from '../../api/gql/graphql';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { answer, answerGraphQL } from '../../test/graphql';
import { BRANCHES, DIVISIONS } from '../pricebook/pricebook.fixtures';
import { DEFAULT_JOB_COLOR } from './scheduleJobs';

export { BRANCHES, DIVISIONS };

const color = (name: string, code: string) => ({ id: `color-${name}`, accountId: 'account-1', name, code });

export interface JobFixture {
  id: string;
  number: string;
  name: string;
  status: string;
  startDate: string;
  endDate: string;
  color: ReturnType<typeof color> | null;
}

const aJob = (id: string, name: string, startDate: string, endDate: string, jobColor = color('Blue', '#1C7ED6')) => ({
  id,
  number: `J-${id}`,
  name,
  status: 'scheduled',
  startDate,
  endDate,
  color: jobColor,
});

/** Jobs around the week of Monday 2 March 2026. */
export const JOBS: JobFixture[] = [
  aJob('1001', 'Tower crane erection', '2026-03-02', '2026-03-04'),
  { ...aJob('1002', 'Bridge beam set', '2026-03-04', '2026-03-10'), color: null },
  aJob('1003', 'Rooftop HVAC lift', '2026-02-27', '2026-03-02', color('Yellow', '#F59F00')),
  {
    ...aJob('1004', 'Wind turbine blade swap', '2026-03-06', '2026-03-06', color('Red', '#E03131')),
    status: 'ongoing',
  },
];

/** Six one-day jobs on Wednesday 18 March 2026: more than a month cell shows. */
export const BUSY_DAY_JOBS: JobFixture[] = ['A', 'B', 'C', 'D', 'E', 'F'].map((letter, index) =>
  aJob(`20${index}`, `Pick ${letter}`, '2026-03-18', '2026-03-18'),
);

/** Starts the schedule on a given view, as a session that already used it would. */
export function storePreferences(preferences: object) {
  sessionStorage.setItem(
    'groundcrew.schedule',
    JSON.stringify({ mode: 'week', date: '2026-03-04', branchIds: [], divisionIds: [], ...preferences }),
  );
}

interface ScheduleServer {
  /** The REST job list, or a failed answer. */
  jobs?: JobFixture[] | Response;
  /** The `complexJobs` pages in order, or a GraphQL error message. */
  complexPages?: JobFixture[][] | string;
}

/** Serves branches, divisions, events, `GET /api/jobs` and `complexJobs` (paged by "page-{n}" keys). */
export function serveSchedule({ jobs = JOBS, complexPages = [JOBS] }: ScheduleServer = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/branch') return jsonResponse(200, { data: BRANCHES });
    if (url === '/api/division') return jsonResponse(200, { data: DIVISIONS });
    if (url === '/api/events') return jsonResponse(200, { data: { stored: 1 } });
    if (url.startsWith('/api/jobs?')) return Array.isArray(jobs) ? jsonResponse(200, { data: jobs }) : jobs;
    if (url === '/graphql') {
      const complexJobs = answer(ScheduleComplexJobsDocument);
      if (typeof complexPages === 'string') return answerGraphQL(init, [complexJobs.failing(complexPages)]);
      return answerGraphQL(init, [
        complexJobs.with(({ nextPageKey }) => {
          const index = nextPageKey ? Number(nextPageKey.replace('page-', '')) : 0;
          const hasNextPage = index + 1 < complexPages.length;
          const items = complexPages[index].map((job) => ({
            __typename: 'ComplexJob' as const,
            ...job,
            status: job.status.toUpperCase(),
            color: { __typename: 'Color' as const, code: job.color?.code ?? DEFAULT_JOB_COLOR },
            tasks: [],
          }));
          return {
            complexJobs: {
              __typename: 'ComplexJobPage',
              items,
              pageInfo: { __typename: 'PageInfo', nextPageKey: hasNextPage ? `page-${index + 1}` : null, hasNextPage },
            },
          };
        }),
      ]);
    }
    return jsonResponse(404, { statusCode: 404, message: 'Route not found.' });
  });
}

/** The query of each `GET /api/jobs` call, in order. */
export const jobQueries = (fetchMock: ReturnType<typeof serveSchedule>) =>
  fetchMock.mock.calls
    .map(([url]) => url)
    .filter((url) => url.startsWith('/api/jobs?'))
    .map((url) => Object.fromEntries(new URLSearchParams(url.slice('/api/jobs?'.length))));

/** A page that shows where a link led and the navigation state it carried. */
export function Destination() {
  const location = useLocation();
  return (
    <p data-testid="destination">
      {location.pathname + location.search} {JSON.stringify(location.state)}
    </p>
  );
}
