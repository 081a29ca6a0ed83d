import type { FieldTypeDefinition } from './definition.js';

/** Image gallery with Add Photo. */
export const multiImageField: FieldTypeDefinition = {
  type: 'MultiImageField',
  widget: { placement: 'row', editable: true, attributes: ['maxImages'] },
  pdf: { kind: 'images' },
};
