// one-off: a persistent probe database with 500 templates
import { join } from 'node:path';
import pg from 'pg';
import { generateTemplates } from './forms-data.mjs';
import { appClient, DIST, run, runBench, signIn, startServer, stop, withClient, PG_URL } from './lib.mjs';
await runBench(async () => {
  await withClient(PG_URL, (admin) => admin.query('DROP DATABASE IF EXISTS forms_probe WITH (FORCE)'));
  await withClient(PG_URL, (admin) => admin.query('CREATE DATABASE forms_probe'));
  const url = new URL(PG_URL); url.pathname = '/forms_probe';
  const env = { ...process.env, DATABASE_URL: url.toString(), LOG_LEVEL: 'warn' };
  await run('seed', [join(DIST, 'src/database/cli.js'), 'seed'], env);
  const db = new pg.Client(env.DATABASE_URL); await db.connect();
  const { rows } = await db.query("SELECT a.id, d.id AS division FROM account a JOIN division d ON d.account_id = a.id WHERE a.name = 'Summit Crane & Rigging' LIMIT 1");
  const server = await startServer(env);
  const admin = appClient(server.url, await signIn(server.url, 'superadmin@groundcrew.app'));
  const bigId = await generateTemplates(admin, { accountId: rows[0].id, divisionId: rows[0].division, count: 500, bigFields: 300 });
  console.log('big', bigId);
  await db.query('VACUUM ANALYZE form_template');
  await db.end();
  await stop(server.app);
});
