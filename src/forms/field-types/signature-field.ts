import type { FieldTypeDefinition } from './definition.js';

/** Signature pad, then the signature image. */
export const signatureField: FieldTypeDefinition = {
  type: 'SignatureField',
  widget: { placement: 'row', editable: true, attributes: [] },
  pdf: { kind: 'signature' },
};
