import type { FieldTypeDefinition } from './definition.js';
import { measureText } from './measure.js';

/**
 * Number input; with startId and endId (and outId) it shows the hours calculated from those time fields, read-only.
 */
export const numberField: FieldTypeDefinition = {
  type: 'NumberField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['startId', 'endId', 'outId', 'endText'],
  },
  pdf: { text: measureText },
};
