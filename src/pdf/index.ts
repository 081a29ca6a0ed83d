/**
 * PDFs from HTML (docs/pdf.md): the Chromium renderer. What knows forms (the form document, its fields and formats,
 * the Handlebars environment of PDF templates, the built-in layout) is the forms module's, in src/forms/pdf/.
 */
export { PdfModule } from './pdf.module.js';
export { PdfRenderer, type PdfRendererOptions, type RenderOptions } from './pdf-renderer.js';
export { PdfBusyError, PdfRenderError, PdfTemplateError } from './pdf-errors.js';
export { htmlDocument, pagedHtmlDocument, type HtmlPart } from './html-document.js';
