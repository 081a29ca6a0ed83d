import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

export const weekDateField: FieldTypeDefinition = {
  type: 'WeekDateField',
  widget: { placement: 'row', editable: true, draws: 'Week picker (the week start date).', attributes: [] },
  pdf: {
    text: (raw, _field, options) => {
      const date = formatValue(raw, 'date', options);
      return date && `Week of ${date}`;
    },
  },
};
