import type { FieldTypeDefinition } from './definition.js';

/** Job picker showing the job number and name. */
export const jobField: FieldTypeDefinition = {
  type: 'JobField',
  widget: { placement: 'row', editable: true, attributes: [] },
};
