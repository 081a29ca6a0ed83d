import { isNextDay } from '../engine/calculations/local-date-time.js';
import { formatValue } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/**
 * Time picker (step minuteIncrements, default 15, format h:mmaaa) with a Next Day checkbox when `checkbox` is set.
 */
export const timeField: FieldTypeDefinition = {
  type: 'TimeField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['minuteIncrements', 'checkbox'],
  },
  pdf: {
    text: (raw, _field, options) => {
      const time = formatValue(raw, 'time', options);
      return time && isNextDay(raw, options.localDateTime) ? `${time} (next day)` : time;
    },
  },
};
