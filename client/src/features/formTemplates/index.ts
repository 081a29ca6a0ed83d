// The form templates feature's public interface (the admin form screens and the form manager are pages, loaded by
// app/routes.tsx).
export { useFormTemplate, useFormTemplates, type FormTemplate, type FormTemplateSummary } from './formTemplateReads';
export { FORM_MANAGER_PATH, FORMS_PATH, formDetailPath, formEditorPath } from './paths';
// The Documents pages read a form's dynamic document (its list columns and filters), checked by the server.
export { useCheckedDynamicDocument } from './checkedDynamicDocument';
// The AI form builder checks its layouts as the layout editors do, and saves through the same createFormTemplate.
export { useCreateFormTemplate } from './formTemplates';
export { useLayoutDraft, type LayoutTemplate } from './layoutDraft';
export { ProblemList } from './ProblemList';
