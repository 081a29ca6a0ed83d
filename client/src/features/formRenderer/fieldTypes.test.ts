import { describe, expect, it } from '@jest/globals';
import { FIELD_TYPES, isWebEntryType, SERVER_FIELD_TYPES, type ValueFieldType } from './engine';
import { WIDGETS } from './widgets';

// A field type is defined once on the server (src/forms/field-types/) and once here (its widget): a type in
// SERVER_FIELD_TYPES that lacks either is half added (docs/architecture.md, "Adding a field type").
describe('the field-type registry', () => {
  const valueTypes = SERVER_FIELD_TYPES.filter((type): type is ValueFieldType => !isWebEntryType(type));

  it('has a server definition of every server field type, under its own name', () => {
    expect(Object.keys(FIELD_TYPES).sort()).toEqual([...SERVER_FIELD_TYPES].sort());
    for (const [type, definition] of Object.entries(FIELD_TYPES)) expect(definition.type).toBe(type);
  });

  it('has a browser widget of every value type, and of nothing else', () => {
    expect(Object.keys(WIDGETS).sort()).toEqual([...valueTypes].sort());
    for (const type of valueTypes) expect(typeof WIDGETS[type]).toBe('function');
  });

  it('places Divider and Row at the top of the web layout and the value types inside Rows', () => {
    const atTop = Object.values(FIELD_TYPES).filter(({ widget }) => widget.placement !== 'row');
    expect(atTop.map(({ type }) => type).sort()).toEqual(['Divider', 'Row']);
  });
});
