import type { FieldTypeDefinition } from './definition.js';

/** Jobsite location: address search and the Select Jobsite Location map. */
export const locationField: FieldTypeDefinition = {
  type: 'LocationField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: [],
  },
};
