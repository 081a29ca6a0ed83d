import type {
  Alert,
  FieldAttributes,
  FormTemplate,
  FormTypeSlug,
  LayoutFieldType,
  ServerFieldType,
  TemplateField,
  WebLayoutField,
} from '../../forms/engine/index.js';

/*
 * The shapes every demo template repeats, built once: a field is described once (id, name, server type,
 * attributes) and becomes the iOS field (the template's own fields), the Android field and the web widget. A
 * template is a list of sections (a Banner on mobile, a titled Divider on the web) holding rows (12-column Rows on
 * the web; on mobile one field under the other, or a Row of small fields side by side).
 */

/** The server types that hold a value (Row and Divider are layout). */
export type ValueFieldType = Exclude<ServerFieldType, 'Row' | 'Divider'>;

/** The mobile widget of each server type (the template's fields and the Android layout use layout field types). */
const MOBILE_TYPE: Record<ValueFieldType, LayoutFieldType> = {
  AdderField: 'NumberField',
  BranchField: 'Picker',
  Checkbox: 'Checkbox',
  ClockTimeInput: 'ClockTimeInput',
  DateField: 'DatePicker',
  DateTimeField: 'DatePicker',
  DivisionField: 'Picker',
  DueDateField: 'DatePicker',
  InvoiceDateField: 'DatePicker',
  InvoiceRangePicker: 'DatePicker',
  JobField: 'Picker',
  LocationField: 'Picker',
  MultiImageField: 'MultiPhotoPicker',
  MultiInvoiceItemField: 'Table',
  MultiQuoteItemField: 'Table',
  MultiUserField: 'Table',
  NumberField: 'NumberField',
  PickerField: 'Picker',
  RadioField: 'Radio',
  SignatureField: 'Signature',
  TextArea: 'TextEditor',
  TextField: 'TextField',
  TimeField: 'TimePicker',
  TotalField: 'NumberField',
  UserField: 'Picker',
  WeekDateField: 'DatePicker',
};

/** A field of a demo template, in every layout. */
export interface DemoField {
  id: string;
  name: string;
  type: ValueFieldType;
  /** Attributes of every layout; `title` defaults to the name. */
  attributes: FieldAttributes;
  /** Attributes only the web renderer reads (e.g. `edit`, `nullDash`). */
  web?: FieldAttributes;
}

export function field(
  type: ValueFieldType,
  id: string,
  name: string,
  attributes: FieldAttributes = {},
  web?: FieldAttributes,
): DemoField {
  return { id, name, type, attributes: { title: name, ...attributes }, ...(web ? { web } : {}) };
}

/** The choices of the radio checklists and yes/no questions. */
export const PASS_FAIL_NA = ['Pass', 'Fail', 'N/A'];
export const YES_NO = ['Yes', 'No'];

/** The demo fleet's cranes (src/seed/demo-assets.ts), for crane pickers. */
export const CRANE_OPTIONS = [
  'Liebherr LTM 1090-4.2',
  'Grove GMK5130-2',
  'Liebherr LTM 1250-5.1',
  'Grove RT530E',
  'Tadano GR-600XL',
  'Link-Belt 100|RT',
  'Manitowoc MLC300',
  'Liebherr LR 1160',
  'Maeda MC-405',
  'Manitex 40124S',
  'National Crane NBT45-2',
  'Broderson IC-200',
].join(', ');

export const radio = (id: string, name: string, options: string[], attributes: FieldAttributes = {}) =>
  field('RadioField', id, name, { radioOptions: options, ...attributes });

export const picker = (id: string, name: string, options: string, attributes: FieldAttributes = {}) =>
  field('PickerField', id, name, { options, ...attributes });

/** A read-only sum of other fields. */
export const sum = (id: string, name: string, adderFieldIds: string[], endText?: string) =>
  field('AdderField', id, name, { readOnly: true, adderFieldIds, ...(endText ? { endText } : {}) });

/** Multi-line text (a description, an address, a list). */
export const textArea = (id: string, name: string, attributes: FieldAttributes = {}) =>
  field('TextArea', id, name, attributes);

/** Notes that grow over time: on the web the add button appends a note. */
export const notes = (id: string, name: string, attributes: FieldAttributes = {}) =>
  field('TextArea', id, name, attributes, { edit: true });

export interface DemoRow {
  fields: DemoField[];
  /** Web columns of each field (of 12); equal shares when absent. */
  spans: number[];
  /** Side by side on mobile too (a mobile Row); otherwise one under the other. */
  mobileRow: boolean;
}

/** A web row of these fields, in equal shares of the 12 columns unless `spans` says otherwise. */
export function row(fields: DemoField[], options: { spans?: number[]; mobileRow?: boolean } = {}): DemoRow {
  const spans = options.spans ?? fields.map(() => 12 / fields.length);
  if (spans.length !== fields.length || spans.some((span) => !Number.isInteger(span) || span < 1)) {
    throw new Error(`Row of ${fields.map((f) => f.id).join(', ')}: one whole span per field`);
  }
  if (spans.reduce((a, b) => a + b, 0) > 12) throw new Error(`Row of ${fields[0]?.id}: more than 12 columns`);
  return { fields, spans, mobileRow: options.mobileRow ?? false };
}

/** One full-width field. */
export const full = (demoField: DemoField): DemoRow => row([demoField]);

/** Fields two, three or four to a web row (a checklist, a set of checkboxes). */
export function grid(fields: DemoField[], perRow: 2 | 3 | 4): DemoRow[] {
  const rows: DemoRow[] = [];
  for (let index = 0; index < fields.length; index += perRow) {
    const chunk = fields.slice(index, index + perRow);
    rows.push(row(chunk, { spans: chunk.map(() => 12 / perRow) }));
  }
  return rows;
}

export interface DemoSection {
  /** A stable id for the section's Banner. */
  id: string;
  title: string;
  rows: DemoRow[];
}

export const section = (id: string, title: string, rows: DemoRow[]): DemoSection => ({ id, title, rows });

/** The field as the template's fields and the Android layout have it. */
export function mobileField(demoField: DemoField): TemplateField {
  return {
    id: demoField.id,
    name: demoField.name,
    type: MOBILE_TYPE[demoField.type],
    fieldType: demoField.type,
    attributes: demoField.attributes,
  };
}

/** The field as a web widget spanning grid lines `columnStart` to `columnEnd` (exclusive). */
export function webCell(demoField: DemoField, columnStart: number, columnEnd: number): WebLayoutField {
  return {
    id: demoField.id,
    type: demoField.type,
    columnStart,
    columnEnd,
    attributes: { ...demoField.attributes, ...demoField.web },
  };
}

export function webRow({ fields, spans }: DemoRow): WebLayoutField {
  let line = 1;
  return {
    type: 'Row',
    columns: 12,
    fields: fields.map((demoField, index) => {
      const start = line;
      line += spans[index];
      return webCell(demoField, start, line);
    }),
  };
}

function mobileRows(demoRow: DemoRow, sideBySide: boolean): TemplateField[] {
  if (!sideBySide || !demoRow.mobileRow || demoRow.fields.length < 2) return demoRow.fields.map(mobileField);
  return [
    {
      id: `${demoRow.fields[0].id}Row`,
      name: 'Row',
      type: 'Row',
      columns: demoRow.fields.length,
      fields: demoRow.fields.map((demoField, index) => ({
        ...mobileField(demoField),
        columnStart: index + 1,
        columnEnd: index + 2,
      })),
    },
  ];
}

/**
 * iOS (`sideBySide`) or Android fields of the sections, each section under its Banner; each has an id and a name (a
 * layout entry's is its type, as the server names one: withTopLevelNames).
 */
export function mobileFields(sections: DemoSection[], sideBySide: boolean): TemplateField[] {
  return sections.flatMap((demoSection) => [
    { id: demoSection.id, name: 'Banner', type: 'Banner', text: demoSection.title },
    ...demoSection.rows.flatMap((demoRow) => mobileRows(demoRow, sideBySide)),
  ]);
}

export function webFields(sections: DemoSection[]): WebLayoutField[] {
  return sections.flatMap((demoSection, index) => [
    ...(index === 0 ? [] : [{ type: 'Divider', text: demoSection.title }]),
    ...demoSection.rows.map(webRow),
  ]);
}

/** Every field of the sections, by id (for tests and builders that need a field's definition). */
export function sectionFields(sections: DemoSection[]): DemoField[] {
  return sections.flatMap((demoSection) => demoSection.rows.flatMap((demoRow) => demoRow.fields));
}

export const FORM_DESCRIPTION_ID = 'formDescription';

export interface DemoTemplateSpec {
  name: string;
  /** The hidden Form Description field's text and the template's description. */
  description: string;
  formTypeSlug: FormTypeSlug;
  /** The web layout's downloadName (the PDF's file name). */
  downloadName: string;
  sections: DemoSection[];
  /** The mobile Submit button's label and the confirmation it opens. */
  submit: { label: string; title: string; message: string };
  /** The field holding the date a submission is for. */
  forDate?: string;
  logicRules?: FormTemplate['logicRules'];
}

const SUBMIT_ACTION = 'confirmSubmit';

/** A demo template always has its form type. */
export type DemoTemplate = FormTemplate & { formTypeSlug: FormTypeSlug };

/** A complete template: iOS fields (Form Description first), Android and web layouts, alerts. */
export function demoTemplate(spec: DemoTemplateSpec): DemoTemplate {
  const alerts = (): Alert[] => [
    {
      title: spec.submit.title,
      message: spec.submit.message,
      action: SUBMIT_ACTION,
      actionButton: 'Submit',
      cancelButton: 'Go Back',
      hasTextField: false,
    },
  ];
  const mobile = (sideBySide: boolean): TemplateField[] => [
    ...mobileFields(spec.sections, sideBySide),
    { id: SUBMIT_ACTION, name: 'Button', type: 'Button', text: spec.submit.label, action: SUBMIT_ACTION },
  ];
  return {
    name: spec.name,
    description: spec.description,
    formTypeSlug: spec.formTypeSlug,
    formVersion: '0.0.5',
    templateVersion: '0.0.1',
    renderEngineVersion: '0.0.1',
    flagForReview: false,
    requiredServices: [],
    divisionIds: [],
    fields: [
      {
        id: FORM_DESCRIPTION_ID,
        name: 'Form Description',
        type: 'Text',
        text: spec.description,
        attributes: { hidden: true },
      },
      ...mobile(true),
    ],
    alerts: alerts(),
    subForms: [],
    layouts: {
      web: { downloadName: spec.downloadName, fields: webFields(spec.sections) },
      android: { fields: mobile(false), alerts: alerts(), subforms: [] },
    },
    logicRules: spec.logicRules ?? [],
    ...(spec.forDate ? { parameters: { forDate: spec.forDate } } : {}),
  };
}
