import { z } from 'zod';
import { columnSchema } from './value-source.js';

/**
 * The CSV export of a form's submissions (edit-csv-config; GET /forms/{formId}/csvconfig). Not in the spec:
 * designed for an office exporting timecards to payroll or invoices to accounting (docs/forms.md).
 */
export const csvConfigSchema = z
  .looseObject({
    formId: z.uuid().optional(),
    /** The file's name without ".csv"; the form name when absent. */
    fileName: z.string().trim().min(1).optional(),
    delimiter: z.enum([',', ';', '\t']).default(','),
    includeHeader: z.boolean().default(true),
    /** The id of a list field (crew, line items): one row per item, the submission's columns repeated on each. */
    rowPerItemOf: z.string().min(1).optional(),
    columns: z.array(columnSchema).min(1),
  })
  .superRefine((config, ctx) => {
    if (config.rowPerItemOf !== undefined) return;
    config.columns.forEach((column, index) => {
      if (column.itemKey !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['columns', index, 'itemKey'],
          message: 'itemKey needs rowPerItemOf: the id of the list field whose items become rows',
        });
      }
    });
  });
export type CsvConfig = z.output<typeof csvConfigSchema>;
