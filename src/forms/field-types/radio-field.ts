import type { FieldTypeDefinition } from './definition.js';

export const radioField: FieldTypeDefinition = {
  type: 'RadioField',
  widget: {
    placement: 'row',
    editable: true,
    draws: 'Radio buttons, one per option of radioOptions (or options).',
    attributes: ['radioOptions', 'options'],
  },
};
