import { AI_DATA_MODEL_TYPES, type AiFormType, type DataModelItem } from '../forms/engine/index.js';
import { templateFromDataModel } from './template-from-data-model.js';

/** What each data model type stands for on paper (spec 3 §3). */
const TYPE_MEANINGS: Record<(typeof AI_DATA_MODEL_TYPES)[number], string> = {
  Heading: 'a section title or the title of the form (nothing to fill in)',
  Date: 'a date',
  Branch: "the company's branch or yard",
  Division: "the company's division",
  Checkbox: 'one box to tick (yes/no, done, inspected)',
  Radio: 'one choice among a few printed options (Yes / No / N/A, Pass / Fail)',
  TextField: 'a short written answer on one line (a name, a job number, an address)',
  TextArea: 'several lines of writing (notes, comments, description of work)',
  NumberField: 'a number or quantity (hours, miles, gallons, load weight)',
  TimeField: 'a time of day (start, stop, arrival)',
  Photo: 'photos to attach',
  QuoteDetails: 'a table of priced line items (description, quantity, rate, amount)',
  UserField: 'a person of the company (employee, operator, supervisor, foreman)',
  Signature: 'a signature',
  Picker: 'one choice from a longer list (equipment, unit, reason)',
};

const typeList = AI_DATA_MODEL_TYPES.map((type) => `- ${type}: ${TYPE_MEANINGS[type]}`).join('\n');

export const DATA_MODEL_PROMPT = `You turn a paper form of a field-service or construction company (an inspection, a \
timecard, a job safety analysis, a quote, a delivery ticket) into the data model of a digital form.

Answer with JSON only: no prose, no code fences. Exactly this shape:
{"data_model":[{"name":"<the label as printed>","type":"<type>"}]}

One item for each thing a worker fills in, plus one Heading item for each section title, in reading order (top to \
bottom, left to right). For a checklist, one item per line. The type is exactly one of:
${typeList}`;

const EXAMPLE = templateFromDataModel(
  [
    { name: 'Daily Inspection', type: 'Heading' },
    { name: 'Date', type: 'Date' },
    { name: 'Operator', type: 'UserField' },
    { name: 'Brakes OK', type: 'Radio', options: ['Yes', 'No', 'N/A'] },
    { name: 'Comments', type: 'TextArea' },
    { name: 'Signature', type: 'Signature' },
  ],
  'safety',
);

export const TEMPLATE_PROMPT = `You lay out the data model of a digital form as a form template for a web \
back-office and an iOS app. Answer with JSON only: no prose, no code fences. The shape:
{"fields":[...],"layouts":{"ios":{"fields":[...]},"web":{"downloadName":"Download Name","fields":[...]}}}

- "fields" (also the iOS layout, "layouts.ios.fields" is the same list): first a hidden Text field named \
"Form Description" whose text describes the form, then one field per data model item in order, with the item's id, \
its name, attributes.title, a layout "type" and the server "fieldType". Heading → {"type":"Banner","text":name}. \
Date → DatePicker/DateField; Branch → Picker/BranchField (attributes.mapping "branchId"); Division → \
Picker/DivisionField (mapping "divisionId"); Checkbox → Checkbox/Checkbox; Radio → Radio/RadioField \
(attributes.radioOptions "Yes, No, N/A" or the printed choices); TextField → TextField/TextField; TextArea → \
TextEditor/TextArea; NumberField → NumberField/NumberField; TimeField → TimePicker/TimeField; Photo → \
MultiPhotoPicker/MultiImageField; QuoteDetails → Table/MultiQuoteItemField; UserField → Picker/UserField; \
Signature → Signature/SignatureField; Picker → Picker/PickerField (attributes.options, comma separated).
- "layouts.web.fields": only {"type":"Divider","text":heading} and {"type":"Row","columns":12,"fields":[...]} \
entries. A Row holds widgets {"id": the field's id,"type": its fieldType,"columnStart","columnEnd","attributes"} \
on a 12-column grid (columnEnd is exclusive, at most 13); fit narrow fields three to a row, signatures and radios \
two, notes, photos and line-item tables alone.
- Every id is unique within a layout and every widget's id is the id of a template field.

Example for the data model Daily Inspection (Heading), Date, Operator (UserField), Brakes OK (Radio), Comments \
(TextArea), Signature:
${JSON.stringify(EXAMPLE)}`;

export const dataModelRequest = (formType: AiFormType, pdfText?: string): string =>
  `The form is a ${formType} form. Give its data model.` +
  (pdfText ? `\n\nThe text of the PDF, for spelling the labels:\n${pdfText}` : '');

export const templateRequest = (formType: AiFormType, dataModel: DataModelItem[]): string =>
  `Lay out this ${formType} form's data model as a form template:\n${JSON.stringify({ data_model: dataModel })}`;
