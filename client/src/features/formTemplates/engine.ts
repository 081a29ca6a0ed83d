/**
 * The forms engine (src/forms/engine, shared with the server, docs/forms.md) as the admin form screens use it: the
 * Create Form rules, the layout and config checks, the notification default and the quicklink rules, and the PDF
 * module's built-in layout (the PDF-config editor's starting point).
 */
export {
  assignBannerIds,
  checkLayout,
  createFormInputSchema,
  duplicateQuickLinkProblems,
  NEW_FORM_DEFAULTS,
  newFormTemplate,
  NOTIFICATION_CONFIG_DEFAULT,
  validateConfig,
  type ConfigKind,
  type CreateFormInput,
  type DynamicDocument,
  type Problem,
} from '@server/forms/engine/index';
export { BUILT_IN_CSS, BUILT_IN_HBS } from '@server/forms/pdf/built-in-layout';
