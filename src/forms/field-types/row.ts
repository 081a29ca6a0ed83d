import type { FieldTypeDefinition } from './definition.js';

export const row: FieldTypeDefinition = {
  type: 'Row',
  widget: {
    placement: 'entry',
    editable: false,
    draws: 'A grid row of `columns` columns (default 12); its fields span grid lines columnStart to columnEnd.',
    attributes: [],
  },
};
