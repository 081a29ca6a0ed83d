import type { FieldTypeDefinition } from './definition.js';

export const pickerField: FieldTypeDefinition = {
  type: 'PickerField',
  widget: {
    placement: 'row',
    editable: true,
    draws: 'Drop-down of the comma-separated `options`; scrolls above 10 options; no match shows Not Listed.',
    attributes: ['options'],
  },
};
