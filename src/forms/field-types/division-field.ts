import type { FieldTypeDefinition } from './definition.js';

export const divisionField: FieldTypeDefinition = {
  type: 'DivisionField',
  widget: { placement: 'row', editable: true, draws: "Picker of the account's divisions.", attributes: [] },
  record: 'named',
};
