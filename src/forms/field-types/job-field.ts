import type { FieldTypeDefinition } from './definition.js';

export const jobField: FieldTypeDefinition = {
  type: 'JobField',
  widget: { placement: 'row', editable: true, draws: 'Job picker showing the job number and name.', attributes: [] },
};
