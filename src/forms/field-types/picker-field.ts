import type { FieldTypeDefinition } from './definition.js';

/** Drop-down of the comma-separated `options`; scrolls above 10 options; no match shows Not Listed. */
export const pickerField: FieldTypeDefinition = {
  type: 'PickerField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['options'],
  },
};
