import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const invoiceDateField: FieldTypeDefinition = {
  type: 'InvoiceDateField',
  widget: { placement: 'row', editable: true, draws: 'Invoice date picker.', attributes: [] },
  calc: 'invoiceDate',
  pdf: { text: (raw, _field, options) => formatValue(raw, 'date', options) },
};
