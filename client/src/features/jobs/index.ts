// The jobs feature's public interface: the Select Assets picker and the job form's navigation state, used by dispatch.
export type { JobFormState } from './jobFormPaths';
export { SelectAssetsModal } from './SelectAssetsModal';
// A quote created for a job is linked to it (spec 3 §7, the quoting pages).
export { useLinkQuoteToJob, type QuoteLink } from './quoteLink';
