import type { FieldTypeDefinition } from './definition.js';

export const branchField: FieldTypeDefinition = {
  type: 'BranchField',
  widget: { placement: 'row', editable: true, draws: "Picker of the account's branches.", attributes: [] },
  record: 'named',
};
