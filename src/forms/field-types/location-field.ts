import type { FieldTypeDefinition } from './definition.js';

export const locationField: FieldTypeDefinition = {
  type: 'LocationField',
  widget: {
    placement: 'row',
    editable: true,
    draws: 'Jobsite location: address search and the Select Jobsite Location map.',
    attributes: [],
  },
};
