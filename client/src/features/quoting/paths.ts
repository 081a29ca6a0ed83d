/** The routes of the Quoting pages (spec 3 §2 "Quoting"). */
export const QUOTING_PATH = '/quoting';
export const CREATE_QUOTE_PATH = '/quoting/create';
export const QUOTE_DETAIL_PATH = '/quoting/quote-detail';

/** The create page of the quote form. */
export const createQuotePath = (formId: string) => `${CREATE_QUOTE_PATH}?${new URLSearchParams({ formId }).toString()}`;

/** A quote's detail page. */
export const quoteDetailPath = (formId: string, formSubmissionId: string) =>
  `${QUOTE_DETAIL_PATH}?${new URLSearchParams({ formId, formSubmissionId }).toString()}`;

/**
 * The navigation state /quoting/create may receive (spec 3 §2): the job the new quote is for (the job billing page's
 * "+ Create Quote"), and prefilled values by field id (Duplicate Quote passes the old quote's).
 */
export interface CreateQuoteState {
  jobId?: string;
  values?: Record<string, unknown>;
}
