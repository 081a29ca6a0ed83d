import type { FieldTypeDefinition } from './definition.js';

/** Picker of the account's divisions. */
export const divisionField: FieldTypeDefinition = {
  type: 'DivisionField',
  widget: { placement: 'row', editable: true, attributes: [] },
  record: 'named',
};
