/** PDFs (docs/pdf.md): the Chromium renderer, the Handlebars environment, the form document and its built-in layout. */
export { PdfModule } from './pdf.module.js';
export { PdfRenderer, type PdfRendererOptions, type RenderOptions } from './pdf-renderer.js';
export { FormPdfService, formPdfFileName, formPdfPart, type FormPdfConfig, type FormPdfInput } from './form-pdf.js';
export { PdfBusyError, PdfRenderError, PdfTemplateError } from './pdf-errors.js';
export { checkTemplate, PDF_HELPERS, renderTemplate } from './templates.js';
export { htmlDocument, pagedHtmlDocument, type HtmlPart } from './html-document.js';
export {
  formDocumentContext,
  type FormDocumentContext,
  type FormDocumentOptions,
  type LayoutEntry,
  type SubmissionLike,
} from './form-document.js';
export type { PdfCellContext, PdfFieldContext } from './form-fields.js';
export { BUILT_IN_CSS, BUILT_IN_HBS } from './built-in-layout.js';
export { sampleSubmission } from './sample-submission.js';
