import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import type { CsvConfig } from '../engine/index.js';
import { writeCsv, type CsvSubmission } from './csv-rows.js';
import { exportBatches, type ExportQuery, type ExportRow } from './export-batches.js';

/*
 * A CSV export of many submissions, off the server's event loop and in a heap of its own (SubmissionExportService
 * starts it): reads the export's keyset batches on its own connection, writes the CSV in chunks and posts each to
 * the server, waiting for "more" before the next, so that no more than one chunk is ever in flight. Its small heap is
 * collected often, so 100,000 submissions leave the server's memory where it was (bench/submissions.mjs).
 */

/** The `application_name` of the worker's connection, as PostgreSQL lists it (pg_stat_activity). */
export const CSV_EXPORT_APPLICATION = 'groundcrew-csv-export';

/** What the server gives the worker. */
export interface CsvExportJob {
  databaseUrl: string;
  query: ExportQuery;
  config: CsvConfig;
}

/** What the worker posts: a chunk of the file, the end, or why it stopped. */
export type CsvExportMessage = { chunk: string } | { done: true } | { error: string };

async function run(job: CsvExportJob, port: NonNullable<typeof parentPort>): Promise<void> {
  const client = new pg.Client({
    connectionString: job.databaseUrl,
    connectionTimeoutMillis: 10_000,
    application_name: CSV_EXPORT_APPLICATION,
  });
  // PostgreSQL may end the connection (a restart, a failover, pg_terminate_backend), even between two queries: the
  // export then fails with the reason, where the client's unhandled 'error' event would throw.
  const lost = new Promise<never>((_resolve, reject) => client.on('error', reject));
  lost.catch(() => undefined);
  await client.connect();
  try {
    let more: (() => void) | null = null;
    port.on('message', () => more?.());
    const batches = exportBatches<ExportRow & CsvSubmission>(
      async (sql, parameters) => (await client.query<ExportRow & CsvSubmission>(sql, parameters)).rows,
      job.query,
    );
    const written = writeCsv(
      batches,
      job.config,
      (chunk) =>
        new Promise<boolean>((resolve) => {
          more = () => resolve(true);
          port.postMessage({ chunk } satisfies CsvExportMessage);
        }),
    );
    await Promise.race([written, lost]);
    port.postMessage({ done: true } satisfies CsvExportMessage);
  } finally {
    await client.end();
  }
}

if (parentPort) {
  const port = parentPort;
  run(workerData as CsvExportJob, port)
    .catch((error: unknown) => {
      port.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies CsvExportMessage);
    })
    // Messages posted are still delivered; closing the port lets the worker end.
    .finally(() => port.close());
}
