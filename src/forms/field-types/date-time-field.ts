import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const dateTimeField: FieldTypeDefinition = {
  type: 'DateTimeField',
  widget: { placement: 'row', editable: true, draws: 'Date and time picker.', attributes: ['minuteIncrements'] },
  pdf: { text: (raw, _field, options) => formatValue(raw, 'dateTime', options) },
};
