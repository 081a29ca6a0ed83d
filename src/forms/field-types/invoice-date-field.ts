import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Invoice date picker. */
export const invoiceDateField: FieldTypeDefinition = {
  type: 'InvoiceDateField',
  widget: { placement: 'row', editable: true, attributes: [] },
  calc: 'invoiceDate',
  pdf: { text: (raw, _field, options) => formatValue(raw, 'date', options) },
};
