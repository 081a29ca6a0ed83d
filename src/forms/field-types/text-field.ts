import type { FieldTypeDefinition } from './definition.js';

/** Single-line text input. */
export const textField: FieldTypeDefinition = {
  type: 'TextField',
  widget: { placement: 'row', editable: true, attributes: [] },
};
