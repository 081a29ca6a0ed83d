import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Date and time picker. */
export const dateTimeField: FieldTypeDefinition = {
  type: 'DateTimeField',
  widget: { placement: 'row', editable: true, attributes: ['minuteIncrements'] },
  pdf: { text: (raw, _field, options) => formatValue(raw, 'dateTime', options) },
};
