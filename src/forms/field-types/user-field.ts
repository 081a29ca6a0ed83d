import type { FieldTypeDefinition } from './definition.js';

/** Picker of one of the account's users. */
export const userField: FieldTypeDefinition = {
  type: 'UserField',
  widget: { placement: 'row', editable: true, attributes: [] },
  record: 'crewEntry',
};
