/**
 * The server's pure modules the Quoting pages use (docs/forms.md, "Renderer", explains the relative imports): the
 * calculations (a form's errors before saving), the value formats the list writes values with, the template's
 * field walk and field types, and the quote form type's policy (statuses, labels, colours, the edit lock).
 */
export { DATE_PATTERN, dateText, displayText } from '@server/forms/pdf/format';
export { fieldTypesOf, isJsonObject, walkFields } from '@server/forms/engine/index';
export { recompute, type CalcTemplate } from '@server/forms/engine/calculations/index';
export { formFields, type FormField } from '@server/forms/pdf/template-fields';
export type { FormTemplate as EngineTemplate } from '@server/forms/engine/index';
export { isChangeable, statusColors, statusIds, statusLabel } from '@server/forms/engine/form-type-policy';
export { FALLBACK_QUOTE_STATUS, QUOTE_DOCUMENT, QUOTE_POLICY } from '@server/quotes/quote-rules';
