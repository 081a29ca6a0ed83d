/**
 * The server's pure modules the invoicing pages use (docs/forms.md, "Renderer", explains the relative imports): the
 * invoice prefill from its quote (the billing cycles' own rule), the invoice form type's policy (statuses, labels,
 * colours, the final status), the calculations, the
 * template's field labels and the money format of the PDFs.
 */
export { fieldTypesOf, invoiceValuesFromQuote, type FieldValue } from '@server/forms/engine/invoice-prefill';
export type { FormTemplate as EngineTemplate } from '@server/forms/engine/index';
export { statusChangeNote, type FormStatus } from '@server/forms/engine/form-type-policy';
export {
  DRAFT_INVOICE,
  INVOICE_DOCUMENT,
  INVOICE_FORM_TYPE,
  INVOICE_POLICY,
  READY_TO_APPROVE_INVOICE,
  READY_TO_SEND_INVOICE,
  VOIDED_INVOICE,
} from '@server/invoices/invoice-rules';
export { recompute, type CalcTemplate } from '@server/forms/engine/calculations/index';
export { formFields } from '@server/forms/pdf/template-fields';
export { cents as centsText, dateText, DATE_PATTERN } from '@server/forms/pdf/format';
