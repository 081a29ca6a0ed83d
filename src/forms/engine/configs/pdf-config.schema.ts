import { z } from 'zod';
import { VALUE_FORMATS } from './value-source.js';

export const PDF_VALUE_FORMATS = [...VALUE_FORMATS, 'image', 'signature'] as const;

/** A value handed to the Handlebars template; the nested fields of a list field name keys of its items. */
export const pdfFieldSchema = z.looseObject({
  fieldId: z.string().min(1),
  format: z.enum(PDF_VALUE_FORMATS).optional(),
  label: z.string().optional(),
  get fields() {
    return z.array(pdfFieldSchema).optional();
  },
});
export type PdfField = z.infer<typeof pdfFieldSchema>;

/** A form's PDF (edit-pdf-config, createFormPDFConfig): Handlebars and CSS templates, and the values they show. */
export const pdfConfigSchema = z.looseObject({
  formId: z.uuid().optional(),
  cssTemplate: z.string().default(''),
  hbsTemplate: z.string().min(1),
  fields: z.array(pdfFieldSchema).default([]),
});
export type PdfConfig = z.output<typeof pdfConfigSchema>;
