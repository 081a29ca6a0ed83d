// The documents feature's public interface: the links to its pages (the pages themselves are loaded by
// app/routes.tsx). Spec 3 §2 "Documents": the form submissions behind timecard:admin.
export { createDocumentPath, documentDetailPath, documentsPath, DOCUMENTS_PATH } from './paths';
// The submission pieces the quote and invoice pages share with the Documents pages (spec 3: one engine, one
// submission table, one audit trail).
export { EditHistory } from './EditHistory';
export {
  BackLink,
  DetailColumns,
  EditReviewModals,
  PdfDownloadPanel,
  SavedSubmissionForm,
  SidePanel,
  SubmissionForm,
  SubmissionRoute,
} from './SubmissionParts';
export { StatusPanel, StatusSelect } from './StatusSelect';
export { useCalculated, useEditWithReason, useNewSubmission, useSubmissionDetail } from './submissionDetail';
export { layoutFailure } from './LayoutFailure';
export { showFailure } from './failure';
export { useFormLookups } from './useFormLookups';
export { changedValues, localNow, SEARCH_DEBOUNCE_MS, submittedValues, valuesOf } from './documentList';
export {
  fetchSubmissionPdf,
  saveFile,
  SUBMISSION_ERRORS,
  useAuditLog,
  useSubmission,
  type Submission,
  type SubmissionField,
} from './submissions';
// The quoting pages' share (docs/billing.md, Quoting screens): the list's date range and filters, the create and
// edit calls, the PDF's refetch.
export { DateRangeFilter } from './DateRangeFilter';
export { TextFilter } from './TextFilter';
export { PDF_REFETCH_MS, usePdfRefetch } from './pdfRefetch';
export { useDynamicDocument } from './dynamicDocument';
export { defaultRange, fieldFilters, submitters, type DateRange, type FieldFilter } from './documentList';
export { useDeleteSubmission } from './deleteSubmission';
export {
  useCreateSubmission,
  useEditSubmission,
  useSubmissionList,
  useSubmissionSearch,
  type SubmissionSearch,
} from './submissions';
export type { AuditEntry } from './history';
