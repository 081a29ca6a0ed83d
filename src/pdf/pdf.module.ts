import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.js';
import { PDF_RENDERER_OPTIONS, PdfRenderer, pdfRendererOptions } from './pdf-renderer.js';

/** PDFs from HTML with the system Chromium (docs/pdf.md). Needs the global config. */
@Module({
  providers: [{ provide: PDF_RENDERER_OPTIONS, useFactory: pdfRendererOptions, inject: [APP_CONFIG] }, PdfRenderer],
  exports: [PdfRenderer],
})
export class PdfModule {}
