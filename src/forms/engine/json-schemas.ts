import { z } from 'zod';
import { csvConfigSchema } from './configs/csv-config.schema.js';
import { dynamicDocumentSchema } from './configs/dynamic-document.schema.js';
import { notificationConfigSchema } from './configs/notification-config.schema.js';
import { pdfConfigSchema } from './configs/pdf-config.schema.js';
import { formTemplateSchema, webLayoutSchema } from './template.schema.js';

/** JSON Schemas of the documents admins edit, for docs, the OpenAPI page and the editors' hints (input side). */
export function engineJsonSchemas(): Record<string, unknown> {
  const schemas = {
    formTemplate: formTemplateSchema,
    webLayout: webLayoutSchema,
    csvConfig: csvConfigSchema,
    dynamicDocument: dynamicDocumentSchema,
    pdfConfig: pdfConfigSchema,
    notificationConfig: notificationConfigSchema,
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [
      name,
      z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
    ]),
  );
}
