import type { FieldTypeDefinition } from './definition.js';
import { measureText } from './measure.js';

export const numberField: FieldTypeDefinition = {
  type: 'NumberField',
  widget: {
    placement: 'row',
    editable: true,
    draws:
      'Number input; with startId and endId (and outId) it shows the hours calculated from those time fields, read-only.',
    attributes: ['startId', 'endId', 'outId', 'endText'],
  },
  pdf: { text: measureText },
};
