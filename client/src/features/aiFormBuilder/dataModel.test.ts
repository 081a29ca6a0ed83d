import { describe, expect, it } from '@jest/globals';
import { ITEMS } from './aiFormBuilder.fixtures';
import { addRow, changeRow, deleteRow, moveRow, streamedRows, type DataModelRow } from './dataModel';

const rows: DataModelRow[] = ITEMS.map((item) => ({ ...item }));
const names = (list: { name: string }[]) => list.map((row) => row.name);

describe('the data model editor (spec 3 §2)', () => {
  it('adds "Field Name" of type TextField with an id of its own', () => {
    const added = addRow(rows);
    expect(added).toHaveLength(4);
    expect(added[3]).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Field Name', type: 'TextField' });
    expect(addRow(added)[4].id).not.toBe(added[3].id);
  });

  it('changes one row, deletes one row', () => {
    expect(changeRow(rows, { id: 'f2', name: 'Date of inspection', type: 'TextField' })[1]).toEqual({
      id: 'f2',
      name: 'Date of inspection',
      type: 'TextField',
    });
    expect(names(deleteRow(rows, 'f2'))).toEqual(['Inspector', 'Hooks OK']);
  });

  it('moves a dragged row to the place it is dropped on', () => {
    expect(names(moveRow(rows, 'f3', 'f1'))).toEqual(['Hooks OK', 'Inspector', 'Inspection Date']);
    expect(names(moveRow(rows, 'f1', 'f2'))).toEqual(['Inspection Date', 'Inspector', 'Hooks OK']);
    expect(moveRow(rows, 'f1', 'unknown')).toBe(rows);
  });

  it('shows only the complete items of a half-streamed data model', () => {
    expect(streamedRows('')).toEqual([]);
    expect(streamedRows('{"data_model":[')).toEqual([]);
    expect(
      names(streamedRows('{"data_model":[{"id":"f1","name":"Inspector","type":"UserField"},{"id":"f2","name":"Insp')),
    ).toEqual(['Inspector']);
    expect(streamedRows('{"data_model":[{"id":"f1","name":"Inspector","type":"UserFi')).toEqual([]);
  });
});
