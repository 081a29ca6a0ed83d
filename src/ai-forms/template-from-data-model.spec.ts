import { describe, expect, it } from '@jest/globals';
import {
  AI_DATA_MODEL_TYPES,
  checkLayout,
  FORM_DESCRIPTION_FIELD_NAME,
  validateTemplate,
  walkFields,
  type DataModelItem,
} from '../forms/engine/index.js';
import { templateFromDataModel, templatePieces } from './template-from-data-model.js';

const everyType: DataModelItem[] = AI_DATA_MODEL_TYPES.map((type, index) => ({
  id: `item-${index}`,
  name: `${type} field`,
  type,
}));

const ids = (fields: unknown) => [...walkFields(fields, [])].map(({ field }) => field.id).filter(Boolean);

describe('templateFromDataModel', () => {
  it('lays out every data model type into iOS and web layouts that pass the layout checks', () => {
    const template = templateFromDataModel(everyType, 'safety');
    expect(checkLayout(template, 'ios')).toEqual([]);
    expect(checkLayout(template, 'web')).toEqual([]);
    expect(validateTemplate({ name: 'AI Generated safety', formVersion: '0.0.5', ...template }).ok).toBe(true);
  });

  it('puts the hidden Form Description first in the template fields and the iOS layout', () => {
    const template = templateFromDataModel([{ name: 'Crane Inspection', type: 'Heading' }, ...everyType], 'safety');
    for (const fields of [template.fields, template.layouts.ios.fields]) {
      expect(fields[0]).toMatchObject({
        name: FORM_DESCRIPTION_FIELD_NAME,
        type: 'Text',
        text: 'Crane Inspection',
        attributes: { hidden: true },
      });
    }
    expect(templateFromDataModel([{ name: 'Hours', type: 'NumberField' }], 'timecard').fields[0].text).toBe(
      'AI generated timecard form',
    );
    expect(template.layouts.web.downloadName).toBe('Download Name');
  });

  it('maps each type to its iOS type, server type and web widget', () => {
    const template = templateFromDataModel(everyType, 'quote');
    const ios = template.fields.slice(1).map(({ type, fieldType }) => [type, fieldType ?? null]);
    expect(ios).toEqual([
      ['Banner', null],
      ['DatePicker', 'DateField'],
      ['Picker', 'BranchField'],
      ['Picker', 'DivisionField'],
      ['Checkbox', 'Checkbox'],
      ['Radio', 'RadioField'],
      ['TextField', 'TextField'],
      ['TextEditor', 'TextArea'],
      ['NumberField', 'NumberField'],
      ['TimePicker', 'TimeField'],
      ['MultiPhotoPicker', 'MultiImageField'],
      ['Table', 'MultiQuoteItemField'],
      ['Picker', 'UserField'],
      ['Signature', 'SignatureField'],
      ['Picker', 'PickerField'],
    ]);
    const widgets = [...walkFields(template.layouts.web.fields, [])].map(({ field }) => field.type);
    expect(widgets).toEqual(
      expect.arrayContaining(['Divider', 'Row', 'DateField', 'BranchField', 'MultiQuoteItemField', 'SignatureField']),
    );
    expect(template.fields.find((field) => field.type === 'Radio')?.attributes?.radioOptions).toBe('Yes, No, N/A');
  });

  it('packs fields into 12-column rows in reading order, a heading closing the row', () => {
    const template = templateFromDataModel(
      [
        { id: 'a', name: 'Date', type: 'Date' },
        { id: 'b', name: 'Job', type: 'TextField' },
        { id: 'c', name: 'Hours', type: 'NumberField' },
        { id: 'd', name: 'Start', type: 'TimeField' },
        { id: 'h', name: 'Sign-Off', type: 'Heading' },
        { id: 'e', name: 'Notes', type: 'TextArea' },
        { id: 'f', name: 'Operator', type: 'Signature' },
        { id: 'g', name: 'Customer', type: 'Signature' },
      ],
      'timecard',
    );
    const layout = template.layouts.web.fields.map((entry) =>
      entry.type === 'Row'
        ? entry.fields!.map(({ id, columnStart, columnEnd }) => `${id}:${columnStart}-${columnEnd}`).join(' ')
        : `${entry.type} ${entry.text}`,
    );
    expect(layout).toEqual(['a:1-5 b:5-9 c:9-13', 'd:1-5', 'Divider Sign-Off', 'e:1-13', 'f:1-7 g:7-13']);
  });

  it('keeps the data model ids, giving new ones where an id is missing or repeated', () => {
    const template = templateFromDataModel(
      [
        { id: 'same', name: 'One', type: 'TextField' },
        { id: 'same', name: 'Two', type: 'TextField' },
        { name: 'Three', type: 'Checkbox' },
      ],
      'other',
    );
    const fieldIds = ids(template.fields);
    expect(new Set(fieldIds).size).toBe(fieldIds.length);
    expect(fieldIds).toContain('same');
    expect(ids(template.layouts.web.fields)).toEqual(fieldIds.slice(1));
    expect(checkLayout(template, 'web')).toEqual([]);
  });

  it('uses the options a data model item carries for radios and pickers', () => {
    const template = templateFromDataModel(
      [
        { name: 'Result', type: 'Radio', options: ['Pass', 'Fail'] },
        { name: 'Crane', type: 'Picker', options: 'Grove, Tadano' },
      ],
      'safety',
    );
    expect(template.fields[1].attributes?.radioOptions).toBe('Pass, Fail');
    expect(template.fields[2].attributes?.options).toBe('Grove, Tadano');
  });
});

describe('templatePieces', () => {
  it('streams the template field by field, the pieces joining into its JSON', async () => {
    const template = templateFromDataModel(everyType, 'safety');
    const pieces: string[] = [];
    for await (const piece of templatePieces(template)) pieces.push(piece);
    expect(JSON.parse(pieces.join(''))).toEqual(template);
    const entries = template.fields.length + template.layouts.ios.fields.length + template.layouts.web.fields.length;
    expect(pieces.length).toBeGreaterThanOrEqual(entries);
  });
});
