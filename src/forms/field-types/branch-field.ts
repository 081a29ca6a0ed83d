import type { FieldTypeDefinition } from './definition.js';

/** Picker of the account's branches. */
export const branchField: FieldTypeDefinition = {
  type: 'BranchField',
  widget: { placement: 'row', editable: true, attributes: [] },
  record: 'named',
};
