import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const dateField: FieldTypeDefinition = {
  type: 'DateField',
  widget: { placement: 'row', editable: true, draws: 'Date picker (MM/DD/YY).', attributes: [] },
  pdf: { text: (raw, _field, options) => formatValue(raw, 'date', options) },
};
