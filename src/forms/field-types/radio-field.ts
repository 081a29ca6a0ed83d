import type { FieldTypeDefinition } from './definition.js';

/** Radio buttons, one per option of radioOptions (or options). */
export const radioField: FieldTypeDefinition = {
  type: 'RadioField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['radioOptions', 'options'],
  },
};
