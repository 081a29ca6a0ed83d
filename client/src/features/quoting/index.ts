// The quoting feature's public interface (the pages themselves are loaded by app/routes.tsx): the links to its pages,
// the navigation state of the create page (the job billing page's "+ Create Quote" passes the job) and the quote
// template (spec 3 §2: the first form template whose name contains "quote").
export { createQuotePath, quoteDetailPath, QUOTING_PATH, type CreateQuoteState } from './paths';
export { useQuoteTemplate } from './quoteForm';
// The invoice form offers the same lookups (the invoicing pages add the quote's lines and the job's branch).
export { useQuoteLookups } from './quoteLookups';
