// Jest loads global setup outside its module system, so this file is plain JavaScript using the built server
// (`npm run test:api` builds it first).
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../dist/src/database/embedded-postgres.js';

/**
 * One database for the API test run: the server in DATABASE_URL when set (CI), otherwise a fresh embedded
 * PostgreSQL in a temporary directory. Each test app runs the migrations at start (under the advisory lock);
 * tests isolate their fixtures by account.
 */
export default async function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const dataDir = mkdtempSync(join(tmpdir(), 'groundcrew-api-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as the postgres user, which must reach its directory
  const database = await startEmbeddedPostgres(dataDir);
  globalThis.embeddedTestDatabase = database;
  process.env.DATABASE_URL = database.url;
}
