import type { FieldTypeDefinition } from './definition.js';

export const signatureField: FieldTypeDefinition = {
  type: 'SignatureField',
  widget: { placement: 'row', editable: true, draws: 'Signature pad, then the signature image.', attributes: [] },
  pdf: { kind: 'signature' },
};
