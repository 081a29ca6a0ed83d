import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Week picker (the week start date). */
export const weekDateField: FieldTypeDefinition = {
  type: 'WeekDateField',
  widget: { placement: 'row', editable: true, attributes: [] },
  pdf: {
    text: (raw, _field, options) => {
      const date = formatValue(raw, 'date', options);
      return date && `Week of ${date}`;
    },
  },
};
