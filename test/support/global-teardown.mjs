import pg from 'pg';

/** The queue schemas the test apps made (TestContext: one each, so that no app works another's jobs). */
async function dropTestQueues(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'pgboss\\_test\\_%'`);
    for (const { nspname } of rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
  } finally {
    await client.end();
  }
}

export default async function globalTeardown() {
  if (process.env.DATABASE_URL) await dropTestQueues(process.env.DATABASE_URL);
  await globalThis.embeddedTestDatabase?.stop();
}
