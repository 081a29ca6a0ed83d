import type { FieldTypeDefinition } from './definition.js';
import { measureText } from './measure.js';

/** Sum of the numeric values of the adderFieldIds fields, to two decimals, read-only. */
export const adderField: FieldTypeDefinition = {
  type: 'AdderField',
  widget: {
    placement: 'row',
    editable: false,
    attributes: ['adderFieldIds', 'endText'],
  },
  pdf: { text: measureText },
};
