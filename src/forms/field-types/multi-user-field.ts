import type { FieldTypeDefinition } from './definition.js';

/** Crew member list (user and occupation). */
export const multiUserField: FieldTypeDefinition = {
  type: 'MultiUserField',
  widget: {
    placement: 'row',
    editable: true,
    attributes: ['rowLimit'],
  },
  record: 'crew',
  pdf: {
    kind: 'table',
    columns: (has) =>
      [
        { key: 'userName', label: 'Name' },
        { key: 'occupation', label: 'Occupation' },
      ].filter((column) => column.key === 'userName' || has(column.key)),
  },
};
