import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const totalField: FieldTypeDefinition = {
  type: 'TotalField',
  widget: {
    placement: 'row',
    editable: false,
    draws: "The form's line-item total, read-only.",
    attributes: ['discountsId', 'surchargeId', 'taxId'],
  },
  calc: 'total',
  pdf: { text: (raw) => formatValue(raw, 'money') },
};
