/*
 * How an export reads its submissions (docs/forms.md, Exports): one SQL statement, built and checked by
 * FormSubmissionsService.exportQuery, run again and again with the last submission number read in its keyset
 * parameter. Plain code without Nest or TypeORM, shared by the server and the CSV export worker.
 */

/** The SQL of an export's keyset reads: rows whose number is above `parameters[afterIndex]`, lowest first. */
export interface ExportQuery {
  sql: string;
  parameters: unknown[];
  /** Where the last number read goes (0 before the first batch). */
  afterIndex: number;
  /** The statement's LIMIT: a shorter batch is the last. */
  batch: number;
}

/** A row of an export as the statement answers it (numbers already numbers). */
export interface ExportRow {
  number: number;
  [column: string]: unknown;
}

/** The batches of an export, run by `run` (a pool's query, or a worker's own connection). */
export async function* exportBatches<T extends ExportRow>(
  run: (sql: string, parameters: unknown[]) => Promise<T[]>,
  query: ExportQuery,
): AsyncGenerator<T[]> {
  let after = 0;
  for (;;) {
    const parameters = query.parameters.slice();
    parameters[query.afterIndex] = after;
    const rows = await run(query.sql, parameters);
    if (rows.length > 0) yield rows;
    if (rows.length < query.batch) return;
    after = rows[rows.length - 1].number;
  }
}
