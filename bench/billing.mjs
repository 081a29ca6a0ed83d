// Groundcrew billing benchmarks (issue 13), against a PostgreSQL server, in one run:
//  - creates a fresh database bench_billing_<random> on BENCH_PG_URL with the demo account (cli.js seed), grows the
//    account by SQL to 20,000 jobs (bench/jobs-data.mjs), 50,000 quotes and 30,000 invoices (submissions of the demo
//    quote and invoice forms, the invoices with their invoice records), 300 jobs flagged ready for invoice;
//  - starts the built server with bench/count-statements.mjs loaded and signs in as the demo office user;
//  (a) the invoicing overview as it opens: the tiles (invoiceOverview), the Ready to Invoice tab's jobs
//      (jobsWithoutDates ready for invoice) and its first page of draft invoices: p50 <= 50 ms, and the same number
//      of SQL statements for a page of 10 invoices as for 100;
//  (b) the quote list (POST /forms/{quoteFormId}/submission/search, newest first): its last page as fast as its first;
//  - stops the server and drops the database, also on errors or Ctrl-C.
// Options (environment): BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres), BENCH_SAMPLES (100 measured
// rounds), BENCH_SQL (statements run after the data is generated, to try an index before writing its migration).
import { generateJobs } from './jobs-data.mjs';
import {
  appClient,
  benchDatabase,
  DEMO_OFFICE_EMAIL,
  ensureBuilt,
  expect,
  latencies,
  machine,
  mark,
  ms,
  printTable,
  runBench,
  runExtraSql,
  SAMPLES,
  signIn,
  sql,
  startServer,
  statementCounter,
  thousands,
} from './lib.mjs';

const SIZES = { jobs: 20_000, quotes: 50_000, invoices: 30_000, readyJobs: 300 };
const QUOTE_PAGE = 20;
const INVOICE_PAGE = 50;
const GOAL = { overviewMs: 50 };
/** "As fast as": the last page's p50 within this factor of the first's (or 1 ms, whichever is more). */
const SAME_SPEED = 1.2;

const OVERVIEW = `query InvoiceOverview($filters: InvoiceFilters) {
  invoiceOverview(filters: $filters) { readyToInvoice readyToApprove readyToSend }
}`;
const INVOICES = `query Invoices($filters: InvoiceFilters) {
  invoices(filters: $filters) {
    items { id formSubmissionId quoteId status number amountCents createdAt
      job { id number name quoteId salesPerson branchIds } }
    nextPageKey hasNextPage totalCount
  }
}`;
const READY_JOBS = `query ReadyJobs($filters: UndatedJobFilters) {
  jobsWithoutDates(filters: $filters) { id number name startDate endDate salesPerson isReadyForInvoice quotedCostCents }
}`;

/** Quotes and invoices as submissions of the demo forms, and the invoices' records, by SQL. */
async function generateBilling(db, accountId) {
  const forms = async (slug) => {
    const { rows } = await db.query(
      'SELECT id FROM form_template WHERE account_id = $1 AND lower(form_type_slug) = $2 ORDER BY name LIMIT 1',
      [accountId, slug],
    );
    expect(rows.length === 1, `the demo account has no ${slug} form`);
    return rows[0].id;
  };
  const quoteFormId = await forms('quote');
  const invoiceFormId = await forms('invoice');
  const { rows: users } = await db.query(
    `SELECT id, first_name || ' ' || last_name AS name FROM "user" WHERE account_id = $1 ORDER BY email LIMIT 1`,
    [accountId],
  );
  const user = users[0];
  const submissions = (formId, count, statuses) =>
    db.query(
      `INSERT INTO form_submission (account_id, form_id, number, status, fields, user_id, user_name, version,
                                   local_date_time, submit_date_time, total_cents)
       SELECT $1, $2, last.number + n, ($3::text[])[1 + n % cardinality($3::text[])],
              jsonb_build_array(
                jsonb_build_object('id', 'jobName', 'value', 'Lift ' || n),
                jsonb_build_object('id', 'customerName', 'value', 'Customer ' || n % 700),
                jsonb_build_object('id', 'lineItems', 'value', jsonb_build_array(
                  jsonb_build_object('name', '90t crane', 'quantity', 1 + n % 12, 'rate', 325.5, 'unit', 'hr')))),
              $4, $5, '0.0.5',
              to_char(now() - make_interval(mins => n * 20), 'YYYY-MM-DD"T"HH24:MI:SS'),
              now() - make_interval(mins => n * 20), (1 + n % 12) * 32550
         FROM generate_series(1, $6::int) AS n,
              (SELECT coalesce(max(number), 0) AS number FROM form_submission WHERE account_id = $1 AND form_id = $2) last`,
      [accountId, formId, statuses, user.id, user.name, count],
    );
  await submissions(quoteFormId, SIZES.quotes, ['draft', 'sent', 'accepted', 'rejected']);
  await submissions(invoiceFormId, SIZES.invoices, ['draft', 'paid', 'ready_to_approve', 'ready_to_send', 'sent']);
  await db.query(
    `INSERT INTO form_submission_counter (account_id, form_id, last_number)
     SELECT $1, form_id, max(number) FROM form_submission WHERE account_id = $1 AND form_id IN ($2, $3) GROUP BY form_id
     ON CONFLICT (account_id, form_id) DO UPDATE SET last_number = excluded.last_number`,
    [accountId, quoteFormId, invoiceFormId],
  );
  await db.query(
    `WITH jobs AS (SELECT array_agg(id ORDER BY id) AS ids FROM job WHERE account_id = $1)
     INSERT INTO invoice (account_id, job_id, form_submission_id, created_at)
     SELECT $1, jobs.ids[1 + s.number % cardinality(jobs.ids)], s.id, s.submit_date_time
       FROM form_submission s, jobs WHERE s.account_id = $1 AND s.form_id = $2
        AND NOT EXISTS (SELECT 1 FROM invoice made WHERE made.form_submission_id = s.id)`,
    [accountId, invoiceFormId],
  );
  await db.query(
    `UPDATE job SET is_ready_for_invoice = true
      WHERE id IN (SELECT id FROM job WHERE account_id = $1 ORDER BY id LIMIT $2)`,
    [accountId, SIZES.readyJobs],
  );
  return { quoteFormId };
}

/** The cursor of the quote list's last page, as the server makes it (src/common/pagination/page-key.ts). */
async function lastQuotePageKey(db, accountId, quoteFormId) {
  const { rows } = await db.query(
    `SELECT local_date_time, id FROM form_submission WHERE account_id = $1 AND form_id = $2
      ORDER BY local_date_time DESC, id DESC
     OFFSET (SELECT count(*) FROM form_submission WHERE account_id = $1 AND form_id = $2) - $3 LIMIT 1`,
    [accountId, quoteFormId, QUOTE_PAGE + 1],
  );
  return Buffer.from(JSON.stringify([rows[0].local_date_time, rows[0].id])).toString('base64url');
}

const overviewCase = (readyJobs) => (app) => ({
  label: 'overview',
  run: async (first) => {
    const answers = await Promise.all([
      app.graphql(OVERVIEW, { filters: {} }),
      app.graphql(READY_JOBS, { filters: { isReadyForInvoice: true } }),
      app.graphql(INVOICES, { filters: { status: ['draft'], limit: INVOICE_PAGE } }),
    ]);
    if (first) {
      const [tiles, ready, drafts] = answers.map((answer) => answer.body.data);
      expect(ready.jobsWithoutDates.length === 100, `ready jobs: ${ready.jobsWithoutDates.length}`);
      expect(drafts.invoices.items.length === INVOICE_PAGE, 'draft invoices: not a full page');
      expect(
        tiles.invoiceOverview.readyToInvoice === readyJobs + drafts.invoices.totalCount,
        `readyToInvoice ${tiles.invoiceOverview.readyToInvoice}`,
      );
    }
    return [Math.max(...answers.map((answer) => answer.ms))];
  },
});

const invoicePageCase = (limit) => (app) => ({
  label: `invoices ${limit}`,
  run: async (first) => {
    const { ms: time, body } = await app.graphql(INVOICES, { filters: { limit } });
    if (first) expect(body.data.invoices.items.length === limit, `invoices: not a page of ${limit}`);
    return [time];
  },
});

const quotePageCase = (label, quoteFormId, nextPageKey) => (app) => ({
  label,
  run: async (first) => {
    const { ms: time, body } = await app.post(`/api/forms/${quoteFormId}/submission/search`, {
      order: 'DESC',
      limit: QUOTE_PAGE,
      ...(nextPageKey ? { nextPageKey } : {}),
    });
    if (first) {
      expect(body.data.length === QUOTE_PAGE, `${label}: ${body.data.length} quotes`);
      expect(Boolean(body.nextPageKey) === !nextPageKey, `${label}: nextPageKey ${body.nextPageKey}`);
    }
    return [time];
  },
});

async function main() {
  ensureBuilt();
  console.log(`${machine()}\n`);

  const { db, env, accountId } = await benchDatabase('bench_billing');
  const today = new Date().toISOString().slice(0, 10);
  const startedAt = performance.now();
  await generateJobs(db, accountId, SIZES, today);
  const { quoteFormId } = await generateBilling(db, accountId);
  await db.query('VACUUM ANALYZE job, form_submission, invoice');
  console.log(
    `Generated in ${((performance.now() - startedAt) / 1000).toFixed(0)} s: ${thousands(SIZES.jobs)} jobs, ` +
      `${thousands(SIZES.quotes)} quotes, ${thousands(SIZES.invoices)} invoices, ${SIZES.readyJobs} more jobs ` +
      `ready for invoice\n`,
  );
  await runExtraSql(db, ['job', 'form_submission', 'invoice']);
  const lastKey = await lastQuotePageKey(db, accountId, quoteFormId);
  // Ready to Invoice lists a flagged job once: as its draft when it has one (docs/billing.md, Jobs for billing).
  const { rows } = await db.query(
    `SELECT count(*)::int AS n FROM job j WHERE j.account_id = $1 AND j.is_ready_for_invoice
        AND NOT EXISTS (SELECT 1 FROM invoice i JOIN form_submission s ON s.id = i.form_submission_id
                         WHERE i.account_id = $1 AND i.job_id = j.id AND s.status = 'draft')`,
    [accountId],
  );

  const { app: server, url } = await startServer(env, {
    nodeArgs: ['--import', './bench/count-statements.mjs'],
    extraStdio: ['pipe'],
  });
  const app = appClient(url, await signIn(url, DEMO_OFFICE_EMAIL));
  const statementsOf = statementCounter(server, app);

  const cases = [
    overviewCase(rows[0].n),
    invoicePageCase(10),
    invoicePageCase(100),
    quotePageCase('quotes, first page', quoteFormId, null),
    quotePageCase('quotes, last page', quoteFormId, lastKey),
  ];
  const results = await latencies(cases.map((makeCase) => makeCase(app)));
  for (const [index, makeCase] of cases.entries()) results[index].statements = await statementsOf(makeCase);
  const [overview, ten, hundred, firstQuotes, lastQuotes] = results;

  const timing = (result) => `${ms(result.p50)} / ${ms(result.p95)}`;
  const sameSpeed = lastQuotes.p50 <= Math.max(firstQuotes.p50 * SAME_SPEED, firstQuotes.p50 + 1);
  console.log(
    `Results (p50 / p95 over ${SAMPLES} rounds, one connection; the overview's three requests in parallel, timed ` +
      `to the last answer; SQL: statements the server sent to PostgreSQL)`,
  );
  printTable([
    ['Measure', 'Figure', 'Goal', 'Result'],
    [
      '(a) invoicing overview: tiles, ready jobs, first page of 50 drafts',
      `${timing(overview)}, ${Math.max(...overview.statements)} SQL in all`,
      `p50 <= ${GOAL.overviewMs} ms`,
      mark(overview.p50 <= GOAL.overviewMs),
    ],
    [
      '(a) invoices, a page of 10 vs 100: SQL statements',
      `${sql(ten.statements)} vs ${sql(hundred.statements)} (${timing(ten)} vs ${timing(hundred)})`,
      'the same',
      mark(ten.statements.join() === hundred.statements.join()),
    ],
    [
      `(b) quote list of ${thousands(SIZES.quotes)}, first vs last page of ${QUOTE_PAGE}`,
      `${timing(firstQuotes)} vs ${timing(lastQuotes)}`,
      `last p50 <= first x ${SAME_SPEED} (or +1 ms)`,
      mark(sameSpeed),
    ],
  ]);
}

await runBench(main);
