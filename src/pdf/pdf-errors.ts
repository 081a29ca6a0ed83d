import { BadRequestException, ServiceUnavailableException } from '@nestjs/common';

/**
 * 400: an admin's Handlebars template (a PDF config's `hbsTemplate`) does not compile or fails while it renders.
 * `message` says what and where (`PDF template error on line 3: if doesn't match each`); `errors.hbsTemplate` holds
 * Handlebars' whole text (with its pointer to the spot, for a monospace view).
 */
export class PdfTemplateError extends BadRequestException {
  constructor(
    message: string,
    detail: string = message,
    readonly line?: number,
    readonly column?: number,
  ) {
    super({ statusCode: 400, message, errors: { hbsTemplate: [detail] } });
  }
}

/** 503: every page is busy and the waiting line is full, or a place did not come free in time. */
export class PdfBusyError extends ServiceUnavailableException {
  constructor(message = 'PDFs are being made for other requests. Please try again in a moment.') {
    super(message);
  }
}

/** 503: Chromium failed, stopped or timed out while making this PDF; the next request starts a new browser. */
export class PdfRenderError extends ServiceUnavailableException {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}
