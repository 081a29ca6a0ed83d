/**
 * Every TanStack Query key (the REST reads, and the schedule's complex jobs and the form templates, api/graphqlRead.ts;
 * other GraphQL reads are Apollo's), with the account (the tenant) inside each key. A key that others start with (`assets`, `jobs`,
 * `bookings`, `users`) stands for all of them, to invalidate after a change.
 */
export const queryKeys = {
  featureFlags: (accountId: string, userId: string) => ['feature-flags', accountId, userId] as const,
  /** The admin page's flag settings of an account (and of one of its users). */
  featureFlagSettings: (accountId: string) => ['feature-flag-settings', accountId] as const,
  me: (accountId: string, userId: string) => ['me', accountId, userId] as const,
  accounts: () => ['accounts'] as const,
  account: (accountId: string) => ['account', accountId] as const,
  branches: (accountId: string) => ['branches', accountId] as const,
  divisions: (accountId: string) => ['divisions', accountId] as const,

  users: (accountId: string) => ['users', accountId] as const,
  userList: (accountId: string, includeInternal: boolean) => ['users', accountId, 'list', includeInternal] as const,
  user: (accountId: string, userId: string) => ['users', accountId, 'detail', userId] as const,

  /** Every asset read: details, searches, positions and location histories. */
  assets: (accountId: string) => ['assets', accountId] as const,
  asset: (accountId: string, assetId: string) => ['assets', accountId, 'detail', assetId] as const,
  assetSearch: (accountId: string, search: object) => ['assets', accountId, 'search', search] as const,
  /** The job form's Select Assets list (the search with the job's period). */
  availableAssetSearch: (accountId: string, search: object) => ['assets', accountId, 'available', search] as const,
  assetPositions: (accountId: string) => ['assets', accountId, 'positions'] as const,
  assetLocations: (accountId: string, assetId: string) => ['assets', accountId, 'locations', assetId] as const,
  assetOptions: (accountId: string, list: string) => ['asset-options', accountId, list] as const,
  categories: (accountId: string) => ['categories', accountId] as const,
  mapsKey: (accountId: string) => ['google-maps-key', accountId] as const,
  mapTiles: (accountId: string) => ['map-tiles', accountId] as const,

  /** Every job read of TanStack's: the schedule's lists (simple or complex), dispatch's simple jobs, the form's record. */
  jobs: (accountId: string) => ['jobs', accountId] as const,
  scheduleJobs: (accountId: string, window: object) => ['jobs', accountId, 'schedule', window] as const,
  dispatchJobs: (accountId: string, day: string, branchId: string | null) =>
    ['jobs', accountId, 'dispatch', day, branchId] as const,
  jobRecord: (accountId: string, jobId: string) => ['jobs', accountId, 'record', jobId] as const,
  jobDocuments: (accountId: string, jobId: string) => ['job-documents', accountId, jobId] as const,

  /** Every form template read of TanStack's: the lists, each template, the Documents page's quicklink order. */
  formTemplates: (accountId: string) => ['form-templates', accountId] as const,
  formTemplateList: (accountId: string) => ['form-templates', accountId, 'list'] as const,
  formTemplate: (accountId: string, formId: string) => ['form-templates', accountId, 'detail', formId] as const,
  formQuickLinkOrder: (accountId: string) => ['form-templates', accountId, 'quick-link-order'] as const,

  /** A form template's REST config (`GET /api/forms/{formId}/csvconfig` or `…/dynamicdocument`). */
  formConfig: (accountId: string, formId: string, kind: 'csvconfig' | 'dynamicdocument') =>
    ['form-config', accountId, formId, kind] as const,
  /** The dynamic document as the server checked it, with its defaults (`…/dynamicdocument/checked`). */
  checkedDynamicDocument: (accountId: string, formId: string) =>
    ['form-config', accountId, formId, 'dynamicdocument', 'checked'] as const,

  /** Every form-submission read (the Documents pages): lists, records and audit logs. */
  formSubmissions: (accountId: string) => ['form-submissions', accountId] as const,
  /** Every search of one form's submissions (to refresh after a change). */
  formSubmissionSearches: (accountId: string, formId: string) =>
    ['form-submissions', accountId, 'search', formId] as const,
  /** `GET /api/forms/{formId}/submission/list` of a date range, page by page (under the searches, refreshed with them). */
  formSubmissionList: (accountId: string, formId: string, range: object) =>
    ['form-submissions', accountId, 'search', formId, 'list', range] as const,
  /** `POST /api/forms/{formId}/submission/search`, page by page. */
  formSubmissionSearch: (accountId: string, formId: string, search: object) =>
    ['form-submissions', accountId, 'search', formId, search] as const,
  /** `GET /api/forms/{formId}/submission/{submissionId}`. */
  formSubmission: (accountId: string, formId: string, submissionId: string) =>
    ['form-submissions', accountId, 'record', formId, submissionId] as const,
  /** `GET /api/forms/{formSubmissionId}/audit/logs`. */
  formSubmissionAudit: (accountId: string, submissionId: string) =>
    ['form-submissions', accountId, 'audit', submissionId] as const,

  /** Every simple-job booking check (`GET /api/v2/scheduled-assets-for-job`). */
  bookings: (accountId: string) => ['scheduled-assets', accountId] as const,
  dayBookings: (accountId: string, day: string, jobIds: string[]) =>
    ['scheduled-assets', accountId, 'day', day, jobIds] as const,
  jobBookings: (accountId: string, jobId: string, window: object) =>
    ['scheduled-assets', accountId, 'job', jobId, window] as const,
};
