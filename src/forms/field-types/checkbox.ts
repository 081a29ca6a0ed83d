import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Checkbox with its title as label. */
export const checkbox: FieldTypeDefinition = {
  type: 'Checkbox',
  widget: { placement: 'row', editable: true, attributes: ['endText'] },
  pdf: { text: (raw) => formatValue(raw, 'yesNo') },
};
