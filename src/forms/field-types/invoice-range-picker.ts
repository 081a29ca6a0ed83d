import { isJsonObject } from '../engine/field-walk.js';
import { DATE_PATTERN, dateText } from '../pdf/format.js';
import type { FieldTypeDefinition } from './definition.js';

/** Date-range picker for the billed period; shows Required when required and empty. */
export const invoiceRangePicker: FieldTypeDefinition = {
  type: 'InvoiceRangePicker',
  widget: {
    placement: 'row',
    editable: true,
    attributes: [],
  },
  pdf: {
    /** `[start, end]` or `{ startDate, endDate }` (or start/end): `11/01/2026 – 11/30/2026`. */
    text: (value, _field, options) => {
      const [start, end]: unknown[] = Array.isArray(value)
        ? (value as unknown[])
        : isJsonObject(value)
          ? [value.startDate ?? value.start, value.endDate ?? value.end]
          : [];
      const dates = [start, end].map((date) => dateText(date, DATE_PATTERN, options));
      return dates.filter(Boolean).join(' – ');
    },
  },
};
