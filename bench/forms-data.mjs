// The form templates of a large account for bench/forms.mjs, created through the API (createFormTemplate, so each one
// passes the engine's checks as an admin's would): copies of the engine's timecard template (~30 fields with web and
// Android layouts, ~25 KB of JSON) under the nine form types, and one template of 300 fields.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, expect } from './lib.mjs';

const { timecardTemplate } = await import(pathToFileURL(join(DIST, 'src/forms/engine/fixtures/timecard.template.js')));
const { FORM_TYPES } = await import(pathToFileURL(join(DIST, 'src/forms/engine/form-types.js')));

const CREATE = `mutation Create($input: CreateFormTemplateInput!) {
  createFormTemplate(input: $input) { success message id }
}`;

/** The mobile type, server type and extra attributes of the big template's fields, in turn. */
const KINDS = [
  ['TextField', 'TextField', {}],
  ['NumberField', 'NumberField', { endText: 'hrs' }],
  ['DatePicker', 'DateField', {}],
  ['TimePicker', 'TimeField', { minuteIncrements: 15 }],
  ['Picker', 'PickerField', { options: 'Grove GMK5250L, Liebherr LTM 1100-5.2, Tadano GR-1000XL' }],
  ['Radio', 'RadioField', { radioOptions: ['Pass', 'Fail', 'N/A'] }],
  ['Checkbox', 'Checkbox', {}],
  ['TextEditor', 'TextArea', {}],
  ['Signature', 'SignatureField', {}],
  ['MultiPhotoPicker', 'MultiImageField', { maxImages: 6 }],
];

/** An inspection checklist of `count` fields (the Form Description first, a banner every 20), with both layouts. */
export function bigTemplate(count) {
  const fields = [];
  const web = [];
  let row = [];
  for (let index = 1; index < count; index++) {
    if (index % 20 === 1) fields.push({ type: 'Banner', text: `Section ${Math.ceil(index / 20)}` });
    const [type, fieldType, attributes] = KINDS[index % KINDS.length];
    const id = `item${String(index).padStart(3, '0')}`;
    const title = `Check ${index}: boom, hoist, outriggers and load chart`;
    fields.push({ id, name: title, type, fieldType, attributes: { title, required: index % 3 === 0, ...attributes } });
    row.push({
      id,
      type: fieldType,
      columnStart: 1 + row.length * 4,
      columnEnd: 5 + row.length * 4,
      attributes: { title },
    });
    if (row.length === 3 || index === count - 1) {
      web.push({ type: 'Row', columns: 12, fields: row });
      row = [];
    }
  }
  return {
    name: `Annual Crane Inspection (${count} fields)`,
    formTypeSlug: 'inspection-form',
    description: `Annual inspection of a mobile crane: ${count - 1} checks`,
    fields,
    layouts: { web: { downloadName: 'Inspection', fields: web }, android: { fields } },
  };
}

/**
 * Creates `count` templates in the account (one of them `bigTemplate(bigFields)`), `concurrency` at a time through
 * the super admin's client. Returns the big template's id.
 */
export async function generateTemplates(superAdmin, { accountId, divisionId, count, bigFields, concurrency = 4 }) {
  const inputs = Array.from({ length: count - 1 }, (_, index) => {
    const type = FORM_TYPES[index % FORM_TYPES.length];
    return {
      ...timecardTemplate(),
      name: `${type.displayName} ${String(index + 1).padStart(3, '0')}`,
      formTypeSlug: type.slug,
    };
  });
  inputs.push(bigTemplate(bigFields));
  const ids = [];
  for (let start = 0; start < inputs.length; start += concurrency) {
    const batch = inputs.slice(start, start + concurrency).map(async (template) => {
      const input = { ...template, accountId, divisionId, divisionIds: [divisionId] };
      const { body } = await superAdmin.graphql(CREATE, { input });
      const result = body.data.createFormTemplate;
      expect(result.success, `createFormTemplate ${template.name}: ${result.message}`);
      return result.id;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids.at(-1);
}
