import type { FieldTypeDefinition } from './definition.js';
import { measureText } from './measure.js';

export const adderField: FieldTypeDefinition = {
  type: 'AdderField',
  widget: {
    placement: 'row',
    editable: false,
    draws: 'Sum of the numeric values of the adderFieldIds fields, to two decimals, read-only.',
    attributes: ['adderFieldIds', 'endText'],
  },
  pdf: { text: measureText },
};
