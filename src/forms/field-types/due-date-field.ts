import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Due date: the invoice date plus the days of the payment terms, recomputed. */
export const dueDateField: FieldTypeDefinition = {
  type: 'DueDateField',
  widget: {
    placement: 'row',
    editable: false,
    attributes: [],
  },
  calc: 'dueDate',
  pdf: { text: (raw, _field, options) => formatValue(raw, 'date', options) },
};
