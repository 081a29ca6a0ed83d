import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Date picker (MM/DD/YY). */
export const dateField: FieldTypeDefinition = {
  type: 'DateField',
  widget: { placement: 'row', editable: true, attributes: [] },
  pdf: { text: (raw, _field, options) => formatValue(raw, 'date', options) },
};
