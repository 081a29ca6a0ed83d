// The jobs of a large account for bench/jobs.mjs, written straight into the database with generate_series. They add
// to the demo account loaded by `cli.js seed` (its fleet grown by assets-data.mjs first), each a copy of a demo job's
// customer, site, branch, colour, times and task type with its own dates, crew and assets, and they book their assets
// by the rule of src/jobs/task-bookings.ts, which `checkBookings` then applies to every task to compare.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './lib.mjs';

/** Jobs start on any of 730 days: from 540 days before today to 189 days after. */
const DAYS_BACK = 540;
const SPAN_DAYS = 730;
/** On last Christmas Day only this many on-call jobs run: a quiet dispatch day. */
export const ON_CALL_JOBS = 10;

const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last Christmas Day before `today` (yyyy-MM-dd). */
const lastChristmas = (today) => {
  const year = Number(today.slice(0, 4));
  return `${year}-12-25` < today ? `${year}-12-25` : `${year - 1}-12-25`;
};

/**
 * Adds jobs up to `sizes.jobs` in the account. Each starts on a random day of the span and lasts 1 to 30 days, most
 * of them short (1 + floor(30 r³) days: median 4, mean about 8); its first task carries the dates, 1 to 5 crew and 1 to
 * 5 assets drawn from the whole account; every fourth job of two days or more also has an entry on its second day with
 * one of the task's assets and one more. Jobs running through last Christmas Day end the day before or start the day
 * after, except ON_CALL_JOBS one-day jobs on it. Jobs and tasks are inserted in random date order (the harder case for
 * the heap). The draws are seeded and pick from lists in name order, so each run plans the same jobs (on the same
 * days for the same today). Returns the first and last day.
 */
export async function generateJobs(client, accountId, sizes, today) {
  const { rows } = await client.query('SELECT count(*)::int AS n FROM job WHERE account_id = $1', [accountId]);
  const first = addDays(today, -DAYS_BACK);
  await client.query('SELECT setseed(0.5)');
  await client.query(
    `CREATE TEMP TABLE job_plan AS
     WITH templates AS (
            SELECT array_agg(id ORDER BY number, id) AS ids FROM job WHERE account_id = $1 AND start_date IS NOT NULL),
          crew AS (SELECT array_agg(id ORDER BY email, id) AS ids FROM "user" WHERE account_id = $1 AND NOT disabled),
          fleet AS (SELECT array_agg(id ORDER BY asset_name, id) AS ids FROM asset WHERE account_id = $1),
          drawn AS (
            SELECT n, $2::date + floor(random() * $3)::int AS start_date, floor(30 * random() ^ 3)::int AS more_days,
                   1 + floor(random() * 5)::int AS asset_count, 1 + floor(random() * 5)::int AS crew_count
              FROM generate_series(1, $4::int) AS n),
          dated AS (
            SELECT n, asset_count, crew_count,
                   CASE WHEN n <= $6 THEN $5::date
                        WHEN start_date = $5::date THEN start_date + 1
                        ELSE start_date END AS start_date,
                   CASE WHEN n <= $6 THEN $5::date
                        WHEN start_date = $5::date THEN start_date + 1 + more_days
                        WHEN start_date < $5::date AND start_date + more_days >= $5::date THEN $5::date - 1
                        ELSE start_date + more_days END AS end_date
              FROM drawn)
     SELECT d.n, gen_random_uuid() AS job_id, gen_random_uuid() AS task_id, d.start_date, d.end_date,
            t.ids[1 + floor(random() * cardinality(t.ids))::int] AS template_id,
            ARRAY(SELECT DISTINCT f.ids[1 + floor(random() * cardinality(f.ids))::int]
                    FROM generate_series(1, d.asset_count)) AS asset_ids,
            ARRAY(SELECT DISTINCT c.ids[1 + floor(random() * cardinality(c.ids))::int]
                    FROM generate_series(1, d.crew_count)) AS user_ids,
            f.ids[1 + floor(random() * cardinality(f.ids))::int] AS entry_asset
       FROM dated d, templates t, crew c, fleet f`,
    [accountId, first, SPAN_DAYS, sizes.jobs - rows[0].n, lastChristmas(today), ON_CALL_JOBS],
  );
  await client.query(
    `INSERT INTO job (id, account_id, number, name, status, start_date, end_date, notes, branch_ids, division_ids,
                      color_id, customer, location, timezone, project_owner, sales_person, billing_frequency,
                      is_ready_for_invoice, quoted_cost_cents)
     SELECT p.job_id, $1, 'BJ-' || (100000 + p.n), t.name,
            CASE WHEN p.end_date < $2 THEN 'COMPLETE' WHEN p.start_date <= $2 THEN 'ONGOING'
                 WHEN p.n % 20 = 0 THEN 'OPPORTUNITY' ELSE 'SCHEDULED' END,
            p.start_date, p.end_date, t.notes, t.branch_ids, t.division_ids, t.color_id, t.customer, t.location,
            t.timezone, t.project_owner, t.sales_person, t.billing_frequency, p.end_date < $2 AND p.n % 3 = 0,
            t.quoted_cost_cents
       FROM job_plan p JOIN job t ON t.id = p.template_id ORDER BY p.n`,
    [accountId, today],
  );
  // The first task takes the job's name, status, first branch and first division, as a new first task does.
  await client.query(
    `INSERT INTO complex_task (id, account_id, job_id, position, name, task_type, start_date, end_date, start_time,
                               end_time, timezone, status, branch_id, division_id, asset_ids, user_ids)
     SELECT p.task_id, $1, p.job_id, 0, j.name, t.task_type, p.start_date, p.end_date, t.start_time, t.end_time,
            t.timezone, j.status, j.branch_ids[1], j.division_ids[1], p.asset_ids, p.user_ids
       FROM job_plan p JOIN job j ON j.id = p.job_id
       JOIN complex_task t ON t.account_id = $1 AND t.job_id = p.template_id AND t.position = 0
      ORDER BY p.n`,
    [accountId],
  );
  await client.query(
    `INSERT INTO task_entry (account_id, task_id, entry_date, asset_ids, user_ids)
     SELECT $1, task_id, start_date + 1, ARRAY[asset_ids[1], entry_asset], user_ids[1:1]
       FROM job_plan WHERE n % 4 = 0 AND end_date > start_date ORDER BY n`,
    [accountId],
  );
  // bookingsFor: each task asset holds the task's dates; each entry asset its entry's day, unless the task holds it.
  await client.query(
    `INSERT INTO asset_booking (account_id, asset_id, job_id, task_id, start_date, end_date)
     SELECT $1, a.asset_id, p.job_id, p.task_id, p.start_date, p.end_date
       FROM job_plan p, unnest(p.asset_ids) AS a(asset_id)
     UNION ALL
     SELECT DISTINCT $1::uuid, a.asset_id, p.job_id, p.task_id, e.entry_date, e.entry_date
       FROM job_plan p JOIN task_entry e ON e.account_id = $1 AND e.task_id = p.task_id,
            unnest(e.asset_ids) AS a(asset_id)
      WHERE NOT (e.entry_date BETWEEN p.start_date AND p.end_date AND a.asset_id = ANY (p.asset_ids))`,
    [accountId],
  );
  await client.query('DROP TABLE job_plan');
  return { first, last: addDays(first, SPAN_DAYS - 1) };
}

/**
 * Applies the app's own rule (bookingsFor of dist/src/jobs/task-bookings.js) to every task of the account and its entries,
 * and throws unless asset_booking holds exactly those rows. Returns the number of bookings.
 */
export async function checkBookings(client, accountId) {
  const { bookingsFor } = await import(pathToFileURL(join(DIST, 'src/jobs/task-bookings.js')).href);
  const select = async (sql) => (await client.query(sql, [accountId])).rows;
  const tasks = await select(
    `SELECT id, account_id AS "accountId", job_id AS "jobId", start_date::text AS "startDate",
            end_date::text AS "endDate", asset_ids AS "assetIds" FROM complex_task WHERE account_id = $1`,
  );
  const entries = new Map();
  const entryRows = await select(
    `SELECT task_id AS "taskId", entry_date::text AS "entryDate", asset_ids AS "assetIds"
       FROM task_entry WHERE account_id = $1`,
  );
  for (const entry of entryRows) entries.set(entry.taskId, [...(entries.get(entry.taskId) ?? []), entry]);
  const key = ({ assetId, jobId, taskId, startDate, endDate }) =>
    `${assetId} ${jobId} ${taskId} ${startDate} ${endDate}`;
  const expected = tasks.flatMap((task) => bookingsFor(task, entries.get(task.id) ?? [])).map(key);
  const stored = (
    await select(
      `SELECT asset_id AS "assetId", job_id AS "jobId", task_id AS "taskId", start_date::text AS "startDate",
              end_date::text AS "endDate" FROM asset_booking WHERE account_id = $1`,
    )
  ).map(key);
  expected.sort();
  stored.sort();
  const at = expected.findIndex((row, index) => row !== stored[index]);
  if (at !== -1 || expected.length !== stored.length) {
    const index = at === -1 ? expected.length : at;
    throw new Error(
      `asset_booking holds ${stored.length} rows, bookingsFor gives ${expected.length}; first difference: ` +
        `${stored[index] ?? '(none)'} stored, ${expected[index] ?? '(none)'} expected`,
    );
  }
  return stored.length;
}
