import type { FieldTypeDefinition } from './definition.js';

/** A grid row of `columns` columns (default 12); its fields span grid lines columnStart to columnEnd. */
export const row: FieldTypeDefinition = {
  type: 'Row',
  widget: {
    placement: 'entry',
    editable: false,
    attributes: [],
  },
};
