// Baseline for bench/graphql.mjs: the reads it measures written by hand on bare Fastify + pg + jsonwebtoken, the
// least a server can do for the same answer. Each request verifies the app's access token (the same secret, HS256,
// `exp` required, the claims' ids checked) and its session (the app's one query, reused for SESSION_CACHE_SECONDS as
// the app does), checks the permission the app's handler declares, runs the SQL the app runs, and answers the JSON the
// app answers. No GraphQL: POST /graphql picks the read by `operationName` and takes its variables as they come.
//
//   GET  /api/auth/me                                  the user and the account profile (two queries)
//   POST /graphql  PriceBookItems                      the account's price book, by name
//   POST /graphql  ScheduleComplexJobs                 a page of the calendar fields of the jobs overlapping a window
//   POST /graphql  AdminForms                          the account's templates by name with the Dynamic Document badge
//   POST /api/forms/:formId/submission/search          a page of a form's submissions, newest first
//
// Usage: DATABASE_URL=postgres://… JWT_SECRET=… PORT=4000 [BENCH_BASELINE_PREPARED=1] node bench/graphql-baseline.mjs
import { createSecretKey } from 'node:crypto';
import Fastify from 'fastify';
import jwt from 'jsonwebtoken';
import pg from 'pg';

const SUPER_ADMIN = 'groundcrew:admin';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SESSION_CACHE_MS = Number(process.env.SESSION_CACHE_SECONDS ?? 5) * 1000;
const DEFAULT_COLOR = 'Slate';
const MAX_JOBS_PAGE = 2000;

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  connectionTimeoutMillis: 10_000,
  idleTimeoutMillis: 30_000,
});
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
// With BENCH_BASELINE_PREPARED=1 every text runs as a named prepared statement, as the app's hot reads do
// (docs/performance.md, item 17): the app's own cost against a baseline that PostgreSQL helps alike.
const PREPARED = process.env.BENCH_BASELINE_PREPARED === '1';
const statementNames = new Map();
const statementName = (text) => {
  if (!statementNames.has(text)) statementNames.set(text, `baseline_${statementNames.size}`);
  return statementNames.get(text);
};
const rows = async (text, values) =>
  (await pool.query(PREPARED ? { name: statementName(text), text, values } : { text, values })).rows;

class HttpError extends Error {
  constructor(statusCode, message) {
    super(message);
    this.statusCode = statusCode;
  }
}

// The session check of src/auth/session-check.ts: the same query, reused for a while, shared by concurrent requests.
const sessions = new Map();
function sessionState(accountId, userId, familyId) {
  const cacheKey = `${accountId}/${userId}/${familyId}`;
  const now = Date.now();
  const cached = sessions.get(cacheKey);
  if (cached && cached.until > now) return cached.state;
  const state = rows(
    `SELECT u.token_version AS "tokenVersion", u.disabled,
            EXISTS (SELECT 1 FROM refresh_token t WHERE t.account_id = $1 AND t.family_id = $2 AND t.revoked_at IS NULL)
              AS open
       FROM "user" u WHERE u.account_id = $1 AND u.id = $3`,
    [accountId, familyId, userId],
  ).then((found) => found[0] ?? null);
  sessions.set(cacheKey, { until: now + SESSION_CACHE_MS, state });
  state.catch(() => sessions.delete(cacheKey));
  return state;
}

/** The caller of a request, or a 401; a 403 without any of `scopes` (none: any signed-in user). */
async function access(request, scopes) {
  const header = request.headers.authorization ?? '';
  let claims;
  try {
    claims = jwt.verify(header.startsWith('Bearer ') ? header.slice(7) : '', key, { algorithms: ['HS256'] });
  } catch {
    throw new HttpError(401, 'Unauthorized');
  }
  const valid =
    typeof claims.exp === 'number' &&
    [claims.sub, claims.accountId, claims.sid].every((id) => typeof id === 'string' && UUID.test(id)) &&
    Number.isInteger(claims.ver);
  const state = valid ? await sessionState(claims.accountId, claims.sub, claims.sid) : null;
  if (!state || !state.open || state.disabled || state.tokenVersion !== claims.ver) {
    throw new HttpError(401, 'Unauthorized');
  }
  const caller = {
    userId: claims.sub,
    accountId: claims.accountId,
    divisionIds: claims.divisionIds ?? [],
    permissions: claims.permissions ?? [],
  };
  if (!hasAnyScope(caller, scopes)) throw new HttpError(403, 'You do not have permission to do this.');
  return caller;
}

const hasAnyScope = (caller, scopes) =>
  scopes.length === 0 || caller.permissions.includes(SUPER_ADMIN) || scopes.some((s) => caller.permissions.includes(s));

const encodePageKey = (sortValues, id) => Buffer.from(JSON.stringify([...sortValues, id])).toString('base64url');

async function me(request) {
  const caller = await access(request, []);
  const [user] = await rows(
    `SELECT id, account_id AS "accountId", first_name AS "firstName", last_name AS "lastName", email,
            phone_number AS "phoneNumber", auth_method AS "authMethod", permissions, branch_ids AS "branchIds",
            division_ids AS "divisionIds", occupations, disabled, veteran, login_id AS "loginId", picture
       FROM "user" WHERE account_id = $1 AND id = $2`,
    [caller.accountId, caller.userId],
  );
  if (!user) throw new HttpError(404, 'No User Found');
  const [{ divisions, ...account }] = await rows(
    `SELECT a.id, a.name, a.logo,
            coalesce((SELECT json_agg(json_build_object('id', d.id, 'divisionName', d.division_name)
                                      ORDER BY d.division_name)
                        FROM division d
                       WHERE d.account_id = a.id AND d.id = ANY($2::uuid[])), '[]') AS divisions
       FROM account a WHERE a.id = $1`,
    [caller.accountId, user.divisionIds],
  );
  return { data: { ...user, phone_number: user.phoneNumber, account, divisions } };
}

async function priceBookItems(request) {
  const caller = await access(request, ['web:settings', 'web:quoting', 'web:invoice']);
  const items = await rows(
    `SELECT id, name, description, rate, unit, category, division_ids AS "divisionIds", branch_ids AS "branchIds"
       FROM price_book_item WHERE account_id = $1 ORDER BY name, id`,
    [caller.accountId],
  );
  return { data: { priceBookItems: items.map((item) => ({ ...item, __typename: 'PriceBookItem' })) } };
}

async function complexJobs(request, { startDate, endDate, limit, nextPageKey }) {
  const caller = await access(request, ['web:schedule']);
  if (nextPageKey || !Number.isInteger(limit) || limit < 1 || limit > MAX_JOBS_PAGE) {
    throw new HttpError(400, 'The baseline reads first pages only.');
  }
  const [jobs, colors] = await Promise.all([
    rows(
      `SELECT id, number, name, status, start_date::text AS "startDate", end_date::text AS "endDate",
              color_id AS "colorId"
         FROM job
        WHERE account_id = $1 AND start_date IS NOT NULL AND id IN (
          SELECT j.id FROM job j WHERE j.account_id = $1
            AND daterange(j.start_date, j.end_date, '[]') && daterange($2::date, $3::date, '[]')
            AND j.start_date <= $3 AND j.end_date >= $2
          UNION ALL
          SELECT t.job_id FROM complex_task t WHERE t.account_id = $1 AND t.position > 0
            AND t.start_date <= $3 AND t.end_date >= $2)
        ORDER BY start_date, id LIMIT $4`,
      [caller.accountId, startDate, endDate, limit + 1],
    ),
    rows('SELECT id, account_id AS "accountId", name, code FROM color WHERE account_id = $1 ORDER BY name', [
      caller.accountId,
    ]),
  ]);
  const byId = new Map(colors.map((color) => [color.id, color]));
  const fallback = colors.find((color) => color.name === DEFAULT_COLOR);
  const page = jobs.slice(0, limit);
  const last = jobs.length > limit ? page[page.length - 1] : null;
  return {
    data: {
      complexJobs: {
        items: page.map(({ colorId, ...job }) => ({
          ...job,
          color: { code: ((colorId && byId.get(colorId)) || fallback).code, __typename: 'Color' },
          __typename: 'ComplexJob',
        })),
        pageInfo: {
          nextPageKey: last ? encodePageKey([last.startDate], last.id) : null,
          hasNextPage: last !== null,
          __typename: 'PageInfo',
        },
        __typename: 'ComplexJobPage',
      },
    },
  };
}

async function adminForms(request, { accountId }) {
  const caller = await access(request, ['web:quoting', 'web:invoice', 'timecard:admin', 'web:settings']);
  if (accountId && accountId !== caller.accountId) throw new HttpError(400, 'The baseline reads the own account only.');
  const templates = await rows(
    `SELECT id, name, title, form_type_slug AS "formTypeSlug", division_id AS "divisionId",
            division_ids AS "divisionIds"
       FROM form_template WHERE account_id = $1 ORDER BY name, id`,
    [caller.accountId],
  );
  const configs = templates.length
    ? await rows('SELECT form_template_id AS "formTemplateId", kind FROM form_config WHERE account_id = $1', [
        caller.accountId,
      ])
    : [];
  const dynamic = new Set(configs.filter((c) => c.kind === 'dynamicDocument').map((c) => c.formTemplateId));
  return {
    data: {
      formTemplates: templates.map((template) => ({ ...template, hasDynamicDocument: dynamic.has(template.id) })),
    },
  };
}

const READS = { PriceBookItems: priceBookItems, ScheduleComplexJobs: complexJobs, AdminForms: adminForms };

const SUBMISSION_SCOPE = { quote: 'web:quoting', invoice: 'web:invoice' };

async function submissionSearch(request) {
  const caller = await access(request, ['timecard:admin', 'web:quoting', 'web:invoice']);
  const { formId } = request.params;
  const { order = 'DESC', limit = 50, ...rest } = request.body ?? {};
  if (!UUID.test(formId) || Object.keys(rest).length || !['ASC', 'DESC'].includes(order)) {
    throw new HttpError(400, 'The baseline reads the first page by localDateTime only.');
  }
  const [template] = await rows(
    'SELECT id, form_type_slug AS "formTypeSlug" FROM form_template WHERE account_id = $1 AND id = $2',
    [caller.accountId, formId],
  );
  if (!template) throw new HttpError(404, 'Form not found.');
  if (!hasAnyScope(caller, [SUBMISSION_SCOPE[template.formTypeSlug.toLowerCase()] ?? 'timecard:admin'])) {
    throw new HttpError(403, 'You do not have permission to do this.');
  }
  const found = await rows(
    `SELECT id, form_id AS "formId", account_id AS "accountId", number, status,
            submit_date_time AS "submitDateTime", pdf_file_path AS "pdfFilePath", has_file AS "hasFile",
            pdf_error AS "pdfError", user_id AS "userId", user_name AS "userName", version, created_at AS "createdAt",
            updated_at AS "updatedAt", last_modified_by AS "lastModifiedBy", local_date_time AS "localDateTime",
            timezone_offset AS "timezoneOffset", total_hours AS "totalHours", total_cents AS "totalCents",
            admin_notes AS "adminNotes", fields
       FROM form_submission WHERE account_id = $1 AND form_id = $2
      ORDER BY local_date_time ${order}, id ${order} LIMIT $3`,
    [caller.accountId, formId, limit + 1],
  );
  const page = found.slice(0, limit).map((row) => ({
    ...row,
    data: { status: row.status, number: row.number },
    totalHours: row.totalHours === null ? null : Number(row.totalHours),
    totalCents: row.totalCents === null ? null : Number(row.totalCents),
  }));
  const last = found.length > limit ? page[page.length - 1] : null;
  return { data: page, ...(last && { nextPageKey: encodePageKey([last.localDateTime], last.id) }) };
}

const app = Fastify({ logger: false });
app.setErrorHandler((error, _request, reply) => {
  const statusCode = error instanceof HttpError ? error.statusCode : 500;
  if (statusCode === 500) console.error(error);
  void reply.status(statusCode).send({ statusCode, message: error.message });
});
app.get('/api/health', () => ({ data: { status: 'ok' } }));
app.get('/api/auth/me', me);
app.post('/graphql', async (request) => {
  const { operationName, variables } = request.body ?? {};
  const read = READS[operationName];
  if (!read) throw new HttpError(400, `The baseline has no operation ${operationName}.`);
  return read(request, variables ?? {});
});
app.post('/api/forms/:formId/submission/search', submissionSearch);

const address = await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
}
