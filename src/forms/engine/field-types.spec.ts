import { describe, expect, it } from '@jest/globals';
import {
  AI_DATA_MODEL_TYPES,
  DISPLAY_ONLY_LAYOUT_TYPES,
  isLayoutFieldType,
  isServerFieldType,
  LAYOUT_FIELD_TYPES,
  MOBILE_TO_WEB_TYPE,
  SERVER_FIELD_TYPES,
} from './field-types.js';
import { engineJsonSchemas } from './json-schemas.js';

describe('field-type registries', () => {
  it('hold the spec lists, each type once', () => {
    expect(SERVER_FIELD_TYPES).toHaveLength(28);
    expect(LAYOUT_FIELD_TYPES).toHaveLength(19);
    expect(AI_DATA_MODEL_TYPES).toHaveLength(15);
    for (const list of [SERVER_FIELD_TYPES, LAYOUT_FIELD_TYPES, AI_DATA_MODEL_TYPES]) {
      expect(new Set(list).size).toBe(list.length);
    }
  });

  it('map mobile types to web types of the right lists', () => {
    for (const [mobile, web] of Object.entries(MOBILE_TO_WEB_TYPE)) {
      expect(isLayoutFieldType(mobile) && !isServerFieldType(mobile)).toBe(true);
      expect(isServerFieldType(web)).toBe(true);
    }
    for (const type of DISPLAY_ONLY_LAYOUT_TYPES) expect(isLayoutFieldType(type)).toBe(true);
  });
});

describe('engineJsonSchemas', () => {
  it('writes a JSON Schema of each edited document', () => {
    const schemas = engineJsonSchemas();
    expect(Object.keys(schemas)).toEqual([
      'formTemplate',
      'webLayout',
      'csvConfig',
      'dynamicDocument',
      'pdfConfig',
      'notificationConfig',
    ]);
    expect(schemas.formTemplate).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['name', 'fields']),
    });
  });
});
