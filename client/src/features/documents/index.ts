// The documents feature's public interface: the links to its pages (the pages themselves are loaded by
// app/routes.tsx). Spec 3 §2 "Documents": the form submissions behind timecard:admin.
export { createDocumentPath, documentDetailPath, documentsPath, DOCUMENTS_PATH } from './paths';
// The submission pieces the quote and invoice pages share with the Documents pages (spec 3: one engine, one
// submission table, one audit trail).
export { EditHistory } from './EditHistory';
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
