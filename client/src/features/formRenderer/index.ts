/**
 * The form field renderer (spec 3 §2 "Form field renderer"; docs/forms.md, Renderer): the web layout's widgets,
 * read-only and editable, over a controlled values map, with the forms engine's calculations; the mobile-style
 * preview of the iOS and Android layouts; the error boundary the layout editors put around them.
 */
export { FormRenderer, type FormRendererProps } from './FormRenderer';
export { MobilePreview, type MobilePlatform, type MobilePreviewProps } from './MobilePreview';
export { FormRenderErrorBoundary } from './FormRenderErrorBoundary';
export {
  changedFields,
  EditDetailsModal,
  REASON_PLACEHOLDER,
  REASON_TEXT,
  ReasonForChangeModal,
  type ChangedField,
} from './EditModals';
export { LayoutRenderError } from './fieldInfo';
export { sampleValues } from './sampleValues';
export { filledValues } from './bindings';
export { evaluateExpression, ExpressionError } from './expression';
export type {
  FieldValues,
  FormLookups,
  FormSources,
  SourceUser,
  JobOption,
  NamedRecord,
  PricebookItemOption,
  QuoteLineOption,
  RendererTemplate,
} from './types';
