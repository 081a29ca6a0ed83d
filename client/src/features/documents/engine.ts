/**
 * The server's pure modules the Documents pages use (docs/forms.md, "Renderer", explains the relative imports): the
 * value formats the PDFs and the list's columns write values with, the template's value fields with their labels,
 * and the dynamic document's shape.
 */
export {
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateText,
  displayText,
  formatValue,
  type PdfValueFormat,
  TIME_PATTERN,
} from '@server/forms/pdf/format';
export { formFields, type FormField } from '@server/forms/pdf/template-fields';
export {
  DOCUMENT_POLICY,
  dynamicDocumentSchema,
  isJsonObject,
  parseOptions,
  statusColors,
  statusIds,
  type DynamicDocument,
  type FormTemplate as EngineTemplate,
  type ValueFormat,
} from '@server/forms/engine/index';
export { recompute, type CalcTemplate } from '@server/forms/engine/calculations/index';
