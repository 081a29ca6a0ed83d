import { Injectable } from '@nestjs/common';
import type { FormTemplate, PdfConfig } from '../engine/index.js';
import { BUILT_IN_CSS, BUILT_IN_HBS } from './built-in-layout.js';
import { formDocumentContext, type FormDocumentOptions, type SubmissionLike } from './form-document.js';
import { htmlDocument, type HtmlPart } from '../../pdf/html-document.js';
import { PdfRenderer, type RenderOptions } from '../../pdf/pdf-renderer.js';
import { sampleSubmission } from './sample-submission.js';
import { renderTemplate } from './templates.js';

/** A form's PDF config as far as the PDF needs it; null or undefined means the built-in layout. */
export type FormPdfConfig = Pick<PdfConfig, 'hbsTemplate' | 'fields'> & { cssTemplate?: string | null };

export interface FormPdfInput extends Omit<FormDocumentOptions, 'pdfConfig'> {
  template: FormTemplate;
  submission: SubmissionLike;
  pdfConfig?: FormPdfConfig | null;
}

/**
 * The body and CSS of a form submission's PDF: the PDF config's Handlebars and CSS templates over the form document
 * context, or the built-in layout when the form has no PDF config. Throws PdfTemplateError (400) for a template that
 * does not compile or fails.
 */
export function formPdfPart({ template, submission, pdfConfig, ...options }: FormPdfInput): HtmlPart {
  const context = formDocumentContext(template, submission, { ...options, pdfConfig });
  const formatOptions = { timezoneOffset: submission.timezoneOffset };
  if (!pdfConfig) return { body: renderTemplate(BUILT_IN_HBS, context, formatOptions), css: BUILT_IN_CSS };
  const css = typeof pdfConfig.cssTemplate === 'string' ? pdfConfig.cssTemplate : '';
  return { body: renderTemplate(pdfConfig.hbsTemplate, context, formatOptions), css };
}

/** The PDF file name of a submission: the web layout's download name (else the form's name) and the number. */
export function formPdfFileName(template: FormTemplate, submission: SubmissionLike): string {
  const base = template.layouts?.web?.downloadName || template.name;
  const number = submission.number ?? '';
  const name = `${base}${number === '' ? '' : ` ${String(number)}`}`.replace(/[\\/:*?"<>|\p{Cc}\s]+/gu, ' ').trim();
  return `${name || 'Document'}.pdf`;
}

/** Form submissions as PDFs: one, many in one document, and the PDF-config editor's preview. */
@Injectable()
export class FormPdfService {
  constructor(private readonly renderer: PdfRenderer) {}

  /** The PDF of one submission. */
  async render(input: FormPdfInput, options?: RenderOptions): Promise<Buffer> {
    const title = formPdfFileName(input.template, input.submission);
    return this.renderer.renderPdf(htmlDocument(formPdfPart(input), title), options);
  }

  /** Submissions of one form in one PDF, each starting on a new page (bulk export). */
  async renderMany(inputs: readonly FormPdfInput[], title = 'Documents'): Promise<Buffer> {
    return this.renderer.renderMany(inputs.map(formPdfPart), title);
  }

  /** The preview of a PDF config (or of the built-in layout) on the template's sample submission. */
  async preview(template: FormTemplate, pdfConfig?: FormPdfConfig | null): Promise<Buffer> {
    return this.render({ template, submission: sampleSubmission(template), pdfConfig });
  }
}
