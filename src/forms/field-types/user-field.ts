import type { FieldTypeDefinition } from './definition.js';

export const userField: FieldTypeDefinition = {
  type: 'UserField',
  widget: { placement: 'row', editable: true, draws: "Picker of one of the account's users.", attributes: [] },
  record: 'crewEntry',
};
