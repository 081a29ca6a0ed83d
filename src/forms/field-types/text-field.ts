import type { FieldTypeDefinition } from './definition.js';

export const textField: FieldTypeDefinition = {
  type: 'TextField',
  widget: { placement: 'row', editable: true, draws: 'Single-line text input.', attributes: [] },
};
