import type { Permission } from '../../common/auth/permissions.js';

/*
 * What a form type's submissions may be and who handles them: one policy per form type (docs/forms.md, "Form type
 * policies"). The modules built on submissions define theirs beside their rules (quotes: src/quotes/quote-rules.ts,
 * invoices: src/invoices/invoice-rules.ts) and register it into the forms module's FormTypePolicies; every other form
 * type (timecards and the other document forms) has DOCUMENT_POLICY. Pure, so the client reads the same policies
 * (statuses, labels, colours, locks).
 */

/** A status of a form type's submissions, as the calls send it (`id`) and as the screens show it. */
export interface FormStatus {
  id: string;
  label: string;
  /** The badge colour: a Mantine colour name or `#rrggbb`. */
  color: string;
}

export interface FormTypePolicy {
  /** The form type's slug (form-types.ts), compared in any case. */
  slug: string;
  /**
   * Who reads its submissions (get, list, search, export, PDF, history) and who writes them (create, edit, status,
   * delete): the permissions of the screens that show them (spec 3 §6). Super admin passes.
   */
  scopes: { read: readonly Permission[]; write: readonly Permission[] };
  /** Its statuses, in order; the first is a new submission's. */
  statuses: readonly FormStatus[];
  /** Statuses after which the values no longer change, while the status and admin notes still may. */
  lockedStatuses: readonly string[];
  /** Statuses after which nothing changes any more, nor is deleted. */
  finalStatuses: readonly string[];
  /** Why the generic create refuses it, when its submissions are made only by their module's own call. */
  madeElsewhere?: string;
  /** How its submissions are sent to customers (docs/billing.md, Sending to the customer); none: they are not. */
  customerDocument?: CustomerDocument;
}

/** A form type whose submissions go to customers: by e-mail with their PDF and a link to the customer's page. */
export interface CustomerDocument {
  /** What the e-mail and the customer's page call one: "Quote" (#12). */
  label: string;
  /**
   * The status a sent submission takes, only from these statuses: as soon as it is sent (`when: 'sending'`, so the
   * customer's PDF says so) or once the mail server accepted the e-mail (`'accepted'`).
   */
  sent: { status: string; from: readonly string[]; when: 'sending' | 'accepted' };
  /** Whether the customer may approve or reject it from the page, until it is in one of the locked statuses. */
  answered: boolean;
}

/** "Quote #12": a customer document's name, in the e-mail's subject and on the customer's page. */
export const customerDocumentTitle = (document: CustomerDocument, number: number): string =>
  `${document.label} #${number}`;

/** Whether the customer may still approve or reject a submission of this form type in `status`. */
export const isAnswerable = (policy: FormTypePolicy, status: string): boolean =>
  Boolean(policy.customerDocument?.answered) && !policy.lockedStatuses.includes(status);

const documentStatus = (id: string, color: string): FormStatus => ({ id, label: id, color });

/**
 * Timecards and the other document forms, shown by /documents (timecard:admin); their statuses (spec 3 §4) are their
 * own labels, the colours ours: new work blue, problems red, approved green, done grey.
 */
export const DOCUMENT_POLICY: FormTypePolicy = {
  slug: 'other',
  scopes: { read: ['timecard:admin'], write: ['timecard:admin'] },
  statuses: [
    documentStatus('New', 'blue'),
    documentStatus('Issue', 'red'),
    documentStatus('Approved', 'green'),
    documentStatus('Processed', 'gray'),
  ],
  lockedStatuses: [],
  finalStatuses: [],
};

export const statusIds = (policy: FormTypePolicy): string[] => policy.statuses.map(({ id }) => id);

/** The status as the screens show it: its label, or the id itself when the policy has no such status. */
export const statusLabel = (policy: FormTypePolicy, status: string): string =>
  policy.statuses.find(({ id }) => id === status)?.label ?? status;

/** Spec 3 §4: the note of a status change, with the status's label ("Changed the status to: Ready to Approve"). */
export const statusChangeNote = (policy: FormTypePolicy, status: string): string =>
  `Changed the status to: ${statusLabel(policy, status)}`;

/** What a write changes: a submission's values (fields, date; an invoice's job or quote), only its status or notes, or all of it (a delete). */
export type SubmissionChange = 'values' | 'status' | 'delete';

/** Whether a submission in `status` may take this change (a final status takes none, a locked one no values). */
export const isChangeable = (policy: FormTypePolicy, status: string, change: SubmissionChange): boolean =>
  !policy.finalStatuses.includes(status) && !(change === 'values' && policy.lockedStatuses.includes(status));

/** The badge colour of each status, by id. */
export const statusColors = (policy: FormTypePolicy): Record<string, string> =>
  Object.fromEntries(policy.statuses.map(({ id, color }) => [id, color]));
