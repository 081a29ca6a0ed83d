/** The routes of the Documents pages (spec 3 §2 "Documents"). */
export const DOCUMENTS_PATH = '/documents';
export const CREATE_DOCUMENT_PATH = '/documents/create';
export const DOCUMENT_DETAIL_PATH = '/documents/document-detail';

/** The list, on a form's tab. */
export const documentsPath = (formId?: string) =>
  formId ? `${DOCUMENTS_PATH}?${new URLSearchParams({ formId }).toString()}` : DOCUMENTS_PATH;

/** The create page, with the form chosen. */
export const createDocumentPath = (formId?: string) =>
  formId ? `${CREATE_DOCUMENT_PATH}?${new URLSearchParams({ formId }).toString()}` : CREATE_DOCUMENT_PATH;

/** A submission's detail page (the target of the timecard "Details »" link). */
export const documentDetailPath = (formId: string, formSubmissionId: string) =>
  `${DOCUMENT_DETAIL_PATH}?${new URLSearchParams({ formId, formSubmissionId }).toString()}`;
