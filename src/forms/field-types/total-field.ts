import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** The form's line-item total, read-only. */
export const totalField: FieldTypeDefinition = {
  type: 'TotalField',
  widget: {
    placement: 'row',
    editable: false,
    attributes: ['discountsId', 'surchargeId', 'taxId'],
  },
  calc: 'total',
  pdf: { text: (raw) => formatValue(raw, 'money') },
};
