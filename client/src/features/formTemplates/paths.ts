/** The routes of the admin form screens (spec 3 §2) and the form manager. */
export const FORMS_PATH = '/admin/forms';
export const CREATE_FORM_PATH = '/admin/forms/create';
export const FORM_MANAGER_PATH = '/settings/form-manager';

/** The editor sub-pages of a form, by their path segment. */
export type FormEditorPage =
  | 'edit-raw-form'
  | 'edit-web-layout'
  | 'edit-dynamic-document'
  | 'edit-csv-config'
  | 'edit-ios-layout'
  | 'edit-android-layout'
  | 'edit-pdf-config'
  | 'notification-settings';

export const formDetailPath = (formId: string) => `${FORMS_PATH}/${encodeURIComponent(formId)}`;
export const formEditorPath = (formId: string, page: FormEditorPage) => `${formDetailPath(formId)}/${page}`;
