import type { FieldTypeDefinition } from './definition.js';

export const divider: FieldTypeDefinition = {
  type: 'Divider',
  widget: { placement: 'anywhere', editable: false, draws: 'A horizontal rule.', attributes: [] },
};
