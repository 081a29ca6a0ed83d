import {
  formDescriptionField,
  parseOptions,
  type AiDataModelType,
  type AiFormType,
  type DataModelItem,
  type LayoutFieldType,
  type ServerFieldType,
  type TemplateField,
  type WebLayoutField,
} from '../forms/engine/index.js';
import { jsonArrayPieces } from './stream-protocol.js';

/** The generated template: the iOS layout doubles as the template's fields (docs/forms.md). */
export interface GeneratedTemplate {
  fields: TemplateField[];
  layouts: {
    ios: { fields: TemplateField[] };
    web: { downloadName: string; fields: WebLayoutField[] };
  };
}

export const DOWNLOAD_NAME = 'Download Name';

/** Columns of a web row (the renderer's default grid). */
const ROW_COLUMNS = 12;

interface Widget {
  ios: LayoutFieldType;
  web: ServerFieldType;
  /** Columns the widget takes on a web row. */
  span: number;
  attributes?: (item: DataModelItem) => TemplateField['attributes'];
}

const options = (fallback: string) => (item: DataModelItem) => {
  const given = item.options;
  const list = typeof given === 'string' || Array.isArray(given) ? parseOptions(given as string | string[]) : [];
  return list.length ? list.join(', ') : fallback;
};
const radioOptions = options('Yes, No, N/A');
const pickerOptions = options('Option 1, Option 2, Option 3');

/**
 * How each data model type is drawn: its iOS layout type, its web widget (the server type, also the iOS field's
 * `fieldType`) and width. Heading is not here: it becomes an iOS Banner and a titled web Divider.
 */
const WIDGETS: Record<Exclude<AiDataModelType, 'Heading'>, Widget> = {
  Date: { ios: 'DatePicker', web: 'DateField', span: 4 },
  Branch: { ios: 'Picker', web: 'BranchField', span: 4, attributes: () => ({ mapping: 'branchId' }) },
  Division: { ios: 'Picker', web: 'DivisionField', span: 4, attributes: () => ({ mapping: 'divisionId' }) },
  Checkbox: { ios: 'Checkbox', web: 'Checkbox', span: 4 },
  Radio: { ios: 'Radio', web: 'RadioField', span: 6, attributes: (item) => ({ radioOptions: radioOptions(item) }) },
  TextField: { ios: 'TextField', web: 'TextField', span: 4 },
  TextArea: { ios: 'TextEditor', web: 'TextArea', span: 12 },
  NumberField: { ios: 'NumberField', web: 'NumberField', span: 4 },
  TimeField: { ios: 'TimePicker', web: 'TimeField', span: 4, attributes: () => ({ minuteIncrements: 15 }) },
  Photo: { ios: 'MultiPhotoPicker', web: 'MultiImageField', span: 12 },
  QuoteDetails: { ios: 'Table', web: 'MultiQuoteItemField', span: 12 },
  UserField: { ios: 'Picker', web: 'UserField', span: 4 },
  Signature: { ios: 'Signature', web: 'SignatureField', span: 6 },
  Picker: { ios: 'Picker', web: 'PickerField', span: 4, attributes: (item) => ({ options: pickerOptions(item) }) },
};

/** The hidden description: the form's first heading (usually its title), else what kind of form it is. */
function descriptionOf(items: readonly DataModelItem[], formType: AiFormType): string {
  const heading = items.find((item) => item.type === 'Heading');
  return heading?.name.trim() || `AI generated ${formType} form`;
}

/** Each item's id: its own when it has a fresh one, else a new UUID (an edited data model may repeat ids). */
function uniqueIds(items: readonly DataModelItem[]): string[] {
  const seen = new Set<string>();
  return items.map(({ id }) => {
    const unique = id && !seen.has(id) ? id : crypto.randomUUID();
    seen.add(unique);
    return unique;
  });
}

/**
 * Lays a data model out as a template: the iOS layout lists the fields one under the other after the hidden Form
 * Description; the web layout packs them into 12-column Rows in reading order (narrow fields three to a row,
 * signatures and radios two, notes, photos and line items alone), each Heading closing the row and drawing a titled
 * Divider. Both layouts pass checkLayout.
 */
export function templateFromDataModel(items: readonly DataModelItem[], formType: AiFormType): GeneratedTemplate {
  const ids = uniqueIds(items);
  const fields: TemplateField[] = [formDescriptionField(descriptionOf(items, formType))];
  const web: WebLayoutField[] = [];
  let row: WebLayoutField[] = [];
  let used = 0;
  const closeRow = () => {
    if (row.length) web.push({ type: 'Row', columns: ROW_COLUMNS, fields: row });
    row = [];
    used = 0;
  };
  items.forEach((item, index) => {
    const id = ids[index];
    const title = item.name.trim();
    if (item.type === 'Heading') {
      fields.push({ id, type: 'Banner', text: title });
      closeRow();
      web.push({ type: 'Divider', text: title });
      return;
    }
    const widget = WIDGETS[item.type];
    const attributes = { title, ...widget.attributes?.(item) };
    fields.push({ id, name: title, type: widget.ios, fieldType: widget.web, attributes });
    if (used + widget.span > ROW_COLUMNS) closeRow();
    row.push({ id, type: widget.web, columnStart: used + 1, columnEnd: used + widget.span + 1, attributes });
    used += widget.span;
  });
  closeRow();
  return {
    fields,
    layouts: { ios: { fields: structuredClone(fields) }, web: { downloadName: DOWNLOAD_NAME, fields: web } },
  };
}

/** The template's JSON text, one field or web row per piece. */
export async function* templatePieces({ fields, layouts }: GeneratedTemplate): AsyncGenerator<string> {
  const web = `]},"web":{"downloadName":${JSON.stringify(layouts.web.downloadName)},"fields":[`;
  yield* jsonArrayPieces('{"fields":[', fields, '],"layouts":{"ios":{"fields":[');
  yield* jsonArrayPieces('', layouts.ios.fields, web);
  yield* jsonArrayPieces('', layouts.web.fields, ']}}}');
}
