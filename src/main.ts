// Before the app is loaded: a V8 flag holds from when it is set.
import './v8-flags.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { prestartEmbeddedPostgres } from './database/embedded-postgres.js';

function configOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const started = performance.now();
const config = configOrExit();

async function start(): Promise<void> {
  // The embedded PostgreSQL (its first start creates the cluster) starts while Node loads the app's modules
  // (docs/performance.md, items 13 and 16).
  if (!config.databaseUrl) await prestartEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort });
  const { serve } = await import('./serve.js');
  await serve(config, started);
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
