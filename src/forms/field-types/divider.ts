import type { FieldTypeDefinition } from './definition.js';

/** A horizontal rule. */
export const divider: FieldTypeDefinition = {
  type: 'Divider',
  widget: { placement: 'anywhere', editable: false, attributes: [] },
};
