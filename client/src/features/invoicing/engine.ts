/**
 * The server's pure modules the invoicing pages use (docs/forms.md, "Renderer", explains the relative imports): the
 * invoice prefill from its quote (the billing cycles' own rule), the statuses with their labels, the calculations, the
 * template's field labels and the money format of the PDFs.
 */
export { fieldTypesOf, invoiceValuesFromQuote, type FieldValue } from '../../../../src/forms/engine/invoice-prefill';
export type { FormTemplate as EngineTemplate } from '../../../../src/forms/engine/index';
export { INVOICE_STATUS_TABLE, statusChangeNote, type InvoiceStatus } from '../../../../src/forms/engine/statuses';
export {
  DRAFT_INVOICE,
  READY_TO_APPROVE_INVOICE,
  READY_TO_SEND_INVOICE,
  VOIDED_INVOICE,
} from '../../../../src/invoices/invoice-rules';
export { recompute, type CalcTemplate } from '../../../../src/forms/engine/calculations/index';
export { formFields } from '../../../../src/forms/pdf/form-fields';
export { cents as centsText, dateText, DATE_PATTERN } from '../../../../src/forms/pdf/format';
