import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const checkbox: FieldTypeDefinition = {
  type: 'Checkbox',
  widget: { placement: 'row', editable: true, draws: 'Checkbox with its title as label.', attributes: ['endText'] },
  pdf: { text: (raw) => formatValue(raw, 'yesNo') },
};
