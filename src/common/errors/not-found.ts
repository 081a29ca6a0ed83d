/**
 * The one not-found text of each entity: a missing record, or another account's (answered alike), as the 404's
 * message and as the field message of an id that names no record of the account. Where the spec fixes a text, it is
 * the spec's ("No User Found", spec 1 §2).
 */
export const NOT_FOUND = {
  account: 'Account not found.',
  asset: 'Asset not found.',
  attachment: 'Attachment not found.',
  booking: 'Booking not found.',
  branch: 'Branch not found.',
  category: 'Category not found.',
  color: 'Color not found.',
  division: 'Division not found.',
  entry: 'Entry not found.',
  event: 'Event not found.',
  featureFlagOverride: 'Feature flag override not found.',
  file: 'File not found.',
  form: 'Form not found.',
  formSubmission: 'Form submission not found.',
  formConfig: 'Config not found.',
  /** A form's configuration of one kind: the config calls name the kind they miss. */
  formConfigOfKind: {
    pdf: 'PDF config not found.',
    csv: 'CSV config not found.',
    dynamicDocument: 'Dynamic document not found.',
    notification: 'Notification config not found.',
  },
  formType: 'Form type not found.',
  invoice: 'Invoice not found.',
  job: 'Job not found.',
  /** A file registered on a job (spec 2 §3); spec 3's documents are form submissions (`formSubmission`). */
  jobDocument: 'Document not found.',
  locationHistory: 'No history found.',
  message: 'Message not found.',
  occupation: 'Occupation not found.',
  priceBookItem: 'Pricebook item not found.',
  quickLink: 'Quicklink not found.',
  quote: 'Quote not found.',
  session: 'Session not found.',
  task: 'Task not found.',
  user: 'No User Found',
  /**
   * A user named by a job or task (sales person, project owner, crew). The job form shows the field message under the
   * picker, and the API tests of jobs assert this text; the users pages show the spec's "No User Found" above.
   */
  userReference: 'User not found.',
} as const;
