/*
 * The quote's rules (spec 3 §2 "Quoting", §4), pure so that the Quoting pages import them too (client
 * features/quoting/engine.ts): its form type, statuses and the statuses that lock its values.
 */

/** The form type slug of quotes (spec 3 §3). */
export const QUOTE_FORM_TYPE = 'quote';

/** Spec 3 §4: the quote statuses by id, in order (a new quote's first); `new` is the status filter's fallback. */
export const QUOTE_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  rejected: 'Rejected',
  new: 'New',
};

/**
 * Statuses after which a quote's values no longer change, while its status (and admin notes) still may (spec 3 §4
 * "Editing is blocked once the status is accepted or rejected"); moving it back to draft or sent opens it again, as in
 * Jobber.
 */
export const LOCKED_QUOTE_STATUSES: readonly string[] = ['accepted', 'rejected'];
