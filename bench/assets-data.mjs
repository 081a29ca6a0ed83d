// The fleet of a large account for bench/assets.mjs and bench/jobs.mjs, written straight into the database with
// generate_series (seconds, where the HTTP API would take an hour). It adds to the demo account of `cli.js seed`.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST } from './lib.mjs';

/** The generated history ends an hour ago, so the points the ingestion run sends are each tracker's newest. */
const HISTORY_END = "date_trunc('second', now()) - interval '1 hour'";
/** The heavy asset reports every 5 minutes, so 200,000 points cover about 23 months. */
const HEAVY_STEP_SECONDS = 300;
/** Generated tracker ids: B0:00:00:00:00:01 and on, apart from the demo trackers (00:1B:63:...). */
export const macAddress = (n) => `B0:${n.toString(16).toUpperCase().padStart(10, '0').match(/../g).join(':')}`;

const count = async (client, accountId, table) =>
  Number((await client.query(`SELECT count(*) FROM ${table} WHERE account_id = $1`, [accountId])).rows[0].count);

/**
 * Adds assets up to `sizes.assets` in the account, the first `sizes.trackers` of them with a tracker (MAC addresses
 * `macAddress(1)` and on), spread over the app's asset types and manufacturers, the account's categories and branches.
 * Returns the number of assets in the account.
 */
export async function generateAssets(client, accountId, sizes) {
  const catalogue = pathToFileURL(join(DIST, 'src/assets/asset-types.js')).href;
  const { ASSET_TYPES, MANUFACTURERS } = await import(catalogue);
  const newAssets = sizes.assets - (await count(client, accountId, 'asset'));

  // Names start with the type, as fleets name their units, so a type's assets sit together in name order. Each of
  // the 20 demo categories (top-level ones included) takes a run of about 6 types in alphabetical order, so, as in
  // a real fleet, a category's assets sit in a few stretches of the name order, some early, some late.
  await client.query(
    `WITH branches AS (
       SELECT array_agg(id ORDER BY name) AS ids, array_agg(division_id ORDER BY name) AS divisions,
              array_agg(city || ', ' || state ORDER BY name) AS places
         FROM branch WHERE account_id = $1),
     categories AS (SELECT array_agg(id ORDER BY name) AS ids FROM category WHERE account_id = $1),
     units AS (
       SELECT n, ($4::text[])[1 + n % cardinality($4::text[])] AS type, 1 + n % cardinality($4::text[]) AS type_no,
              ($5::text[])[1 + (n * 7) % cardinality($5::text[])] AS manufacturer
         FROM generate_series(1, $2::int) AS n)
     INSERT INTO asset (account_id, asset_name, category_id, branch_ids, division_id, mac_address, address,
                        engine_hours, metadata, details)
     SELECT $1,
            format('%s %s-%s #%s', u.type, upper(left(u.manufacturer, 3)), 100 + u.n % 900, u.n),
            c.ids[1 + (u.type_no - 1) * cardinality(c.ids) / cardinality($4::text[])],
            ARRAY[b.ids[1 + u.n % cardinality(b.ids)]],
            b.divisions[1 + u.n % cardinality(b.ids)],
            CASE WHEN u.n <= $3 THEN 'B0:' || regexp_replace(lpad(upper(to_hex(u.n)), 10, '0'), '(..)(?!$)', '\\1:', 'g') END,
            jsonb_build_object('formattedAddress', b.places[1 + u.n % cardinality(b.ids)], 'lat', null, 'lng', null),
            CASE WHEN u.n % 3 = 0 THEN u.n % 5000 END,
            jsonb_build_array(jsonb_build_object('metadataName', 'Max capacity', 'metadataValue', (u.n % 300)::text,
                                                 'metadataUnitOfMeasure', 'tons')),
            jsonb_build_object('assetType', u.type, 'manufacturer', u.manufacturer, 'notes', '',
                               'serialNumber', format('%s-%s', upper(left(u.manufacturer, 3)), 200000 + u.n))
       FROM units u, branches b, categories c`,
    [accountId, newAssets, sizes.trackers, ASSET_TYPES, MANUFACTURERS],
  );
  return count(client, accountId, 'asset');
}

/**
 * Adds tracker points up to `sizes.locations` in the account: the first tracked asset (the heavy one) gets
 * `sizes.heavyPoints`, one every 5 minutes, the other generated trackers share the rest over the same period, all
 * interleaved in time order as trackers report them; each tracked asset then stands at its newest point. Returns the
 * heavy asset's id and the number of points in the account.
 */
export async function generateHistory(client, accountId, sizes) {
  const heavy = await client.query(`SELECT id FROM asset WHERE account_id = $1 AND mac_address = $2`, [
    accountId,
    macAddress(1),
  ]);
  const heavyId = heavy.rows[0].id;
  const rest = sizes.locations - sizes.heavyPoints - (await count(client, accountId, 'asset_location'));
  await client.query(
    `WITH tracked AS (
       SELECT array_agg(id ORDER BY mac_address) AS ids, array_agg(mac_address ORDER BY mac_address) AS macs
         FROM asset WHERE account_id = $1 AND mac_address LIKE 'B0:%' AND id <> $2),
     points AS (
       SELECT $2::uuid AS asset_id, $6::text AS mac, ${HISTORY_END} - make_interval(secs => g * $5) AS time
         FROM generate_series(0, $3::int - 1) AS g
       UNION ALL
       SELECT t.ids[1 + g % cardinality(t.ids)], t.macs[1 + g % cardinality(t.ids)],
              ${HISTORY_END} - make_interval(secs => (g::bigint * $3 * $5 / $4)::int)
         FROM generate_series(0, $4::int - 1) AS g, tracked t)
     INSERT INTO asset_location (account_id, asset_id, mac_address, lat, lng, date_time, provider, source_type,
                                 radius, created_at, updated_at)
     SELECT $1, asset_id, mac, 33 + random() * 9, -112 + random() * 8, time, 'Bench Tracker', 'gps',
            round(3 + random() * 30), time, time
       FROM points ORDER BY time`,
    [accountId, heavyId, sizes.heavyPoints, rest, HEAVY_STEP_SECONDS, macAddress(1)],
  );

  // Each tracked asset stands at its newest point, as ingestion leaves it.
  await client.query(
    `UPDATE asset SET last_seen = l.date_time, last_lat = l.lat, last_lng = l.lng
       FROM (SELECT DISTINCT ON (asset_id) asset_id, date_time, lat, lng FROM asset_location
              WHERE account_id = $1 ORDER BY asset_id, date_time DESC) l
      WHERE asset.account_id = $1 AND asset.id = l.asset_id`,
    [accountId],
  );
  return { heavyId, locations: await count(client, accountId, 'asset_location') };
}
