import type { FieldTypeDefinition } from './definition.js';

export const multiImageField: FieldTypeDefinition = {
  type: 'MultiImageField',
  widget: { placement: 'row', editable: true, draws: 'Image gallery with Add Photo.', attributes: ['maxImages'] },
  pdf: { kind: 'images' },
};
