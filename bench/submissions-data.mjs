// The timecards of a large account for bench/submissions.mjs, written straight into the database with
// generate_series. They copy the demo account's seeded timecards (src/seed/demo-submissions.ts: values computed by
// the server's own code, with crews, jobs, customers, times and signatures), each copy moved to a day of the three
// years before the demo's 60 days (every date in its values moved with it) and given a ticket number of its own in
// Work Performed (`Ticket T-<n>`), so a search can find one submission among all of them.

/** The copies spread over this many days, ending the day before the demo's first timecard day. */
export const SPAN_DAYS = 1096;
/** Every fifth copy has each status: the Documents page shows a mix, as a real account would. */
const STATUSES = ['Processed', 'Processed', 'Approved', 'New', 'Issue'];

/**
 * Adds `count` timecards to the account's timecard form, numbered 1 to `count` in date order (the demo's own are
 * renumbered after them), then sets the form's counter to the last number. Returns the number of rows and of the
 * demo's prototypes.
 */
export async function generateTimecards(client, { accountId, formId, count }) {
  const { rows: demo } = await client.query(
    `SELECT count(*)::int AS n, min(substr(local_date_time, 1, 10)) AS first FROM form_submission
      WHERE account_id = $1 AND form_id = $2`,
    [accountId, formId],
  );
  if (!demo[0].n) throw new Error('the demo account has no timecards to copy (src/seed/demo-submissions.ts)');
  await client.query('BEGIN');
  await client.query(
    `CREATE TEMP TABLE timecard_proto ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY number) - 1)::int AS n, fields::text AS fields, substr(local_date_time, 1, 10) AS day,
            substr(local_date_time, 11) AS time_part, user_id, user_name, version, timezone_offset, total_hours
       FROM form_submission WHERE account_id = $1 AND form_id = $2`,
    [accountId, formId],
  );
  // The demo's own timecards follow the copies, which are older.
  await client.query('UPDATE form_submission SET number = number + $3 WHERE account_id = $1 AND form_id = $2', [
    accountId,
    formId,
    count,
  ]);
  await client.query(
    `INSERT INTO form_submission (account_id, form_id, number, status, fields, user_id, user_name, last_modified_by,
                                  version, local_date_time, timezone_offset, submit_date_time, total_hours,
                                  created_at, updated_at)
     SELECT $1, $2, g, ($5::text[])[1 + g % 5],
            (SELECT jsonb_agg(CASE WHEN e->>'id' = 'workPerformed'
                                   THEN jsonb_build_object('id', 'workPerformed', 'value', (e->>'value') || ' Ticket T-' || g)
                                   ELSE e END ORDER BY o)
               FROM jsonb_array_elements(replace(p.fields, p.day, d.day)::jsonb) WITH ORDINALITY AS x(e, o)),
            p.user_id, p.user_name, p.user_id, p.version, d.day || p.time_part, p.timezone_offset,
            ((d.day || p.time_part)::timestamp AT TIME ZONE 'UTC') + make_interval(mins => p.timezone_offset),
            p.total_hours,
            ((d.day || p.time_part)::timestamp AT TIME ZONE 'UTC') + make_interval(mins => p.timezone_offset),
            ((d.day || p.time_part)::timestamp AT TIME ZONE 'UTC') + make_interval(mins => p.timezone_offset)
       FROM generate_series(1, $3::int) AS g
       JOIN timecard_proto p ON p.n = g % $4
      CROSS JOIN LATERAL (
            SELECT to_char($6::date - ${SPAN_DAYS} + ((g - 1)::bigint * ${SPAN_DAYS} / $3)::int, 'YYYY-MM-DD') AS day) d`,
    [accountId, formId, count, demo[0].n, STATUSES, demo[0].first],
  );
  await client.query(
    `UPDATE form_submission_counter SET last_number = (
       SELECT max(number) FROM form_submission WHERE account_id = $1 AND form_id = $2)
      WHERE account_id = $1 AND form_id = $2`,
    [accountId, formId],
  );
  await client.query('COMMIT');
  return { count, prototypes: demo[0].n };
}
