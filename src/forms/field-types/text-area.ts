import type { FieldTypeDefinition } from './definition.js';

/** Multi-line notes, with an add button that appends a new note when `edit` is set. */
export const textArea: FieldTypeDefinition = {
  type: 'TextArea',
  widget: {
    placement: 'row',
    editable: true,
    attributes: [],
  },
};
