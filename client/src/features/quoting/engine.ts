/**
 * The server's pure modules the Quoting pages use (docs/forms.md, "Renderer", explains the relative imports): the
 * calculations (a form's errors before saving), the value formats the list writes values with, the template's
 * field walk and field types, and the quote form type's policy (statuses, labels, colours, the edit lock).
 */
export { DATE_PATTERN, dateText, displayText } from '../../../../src/forms/pdf/format';
export { fieldTypesOf, isJsonObject, walkFields } from '../../../../src/forms/engine/index';
export { recompute, type CalcTemplate } from '../../../../src/forms/engine/calculations/index';
export { formFields, type FormField } from '../../../../src/forms/pdf/template-fields';
export type { FormTemplate as EngineTemplate } from '../../../../src/forms/engine/index';
export { isChangeable, statusColors, statusIds, statusLabel } from '../../../../src/forms/engine/form-type-policy';
export { FALLBACK_QUOTE_STATUS, QUOTE_POLICY } from '../../../../src/quotes/quote-rules';
