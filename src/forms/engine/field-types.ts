/**
 * The field-type vocabularies of spec 3 §3, and which part of a template each one governs (docs/forms.md):
 *
 * - LAYOUT_FIELD_TYPES: the mobile vocabulary. The template's own `fields` (which are the iOS layout; the
 *   Form Description field is a `Text`), `layouts.ios` when an imported template carries one, and
 *   `layouts.android.fields`.
 * - SERVER_FIELD_TYPES: what a value is on the server, and what the web renderer draws. `layouts.web.fields`,
 *   and the optional `fieldType` of a template field. Each has its definition in src/forms/field-types/ and its
 *   widget in client/src/features/formRenderer/widgets/ (docs/architecture.md, "Adding a field type").
 * - AI_DATA_MODEL_TYPES: only the AI builder's data model (`data_model[].type`), never a template.
 */

export const SERVER_FIELD_TYPES = [
  'AdderField',
  'BranchField',
  'Checkbox',
  'DateField',
  'DateTimeField',
  'Divider',
  'DivisionField',
  'DueDateField',
  'InvoiceDateField',
  'InvoiceRangePicker',
  'JobField',
  'LocationField',
  'MultiImageField',
  'MultiInvoiceItemField',
  'MultiQuoteItemField',
  'MultiUserField',
  'NumberField',
  'PickerField',
  'RadioField',
  'Row',
  'SignatureField',
  'TextArea',
  'TextField',
  'TimeField',
  'TotalField',
  'UserField',
  'WeekDateField',
  'ClockTimeInput',
] as const;
export type ServerFieldType = (typeof SERVER_FIELD_TYPES)[number];

/** The types a web layout may have at its top level (Divider or Row); they lay out the others and hold no value. */
export const WEB_ENTRY_TYPES = ['Divider', 'Row'] as const satisfies readonly ServerFieldType[];
/** The server types that hold a value: each has a widget in the browser. */
export type ValueFieldType = Exclude<ServerFieldType, (typeof WEB_ENTRY_TYPES)[number]>;

export const LAYOUT_FIELD_TYPES = [
  'Banner',
  'Button',
  'Checkbox',
  'DatePicker',
  'MinutePicker',
  'MultiPhotoPicker',
  'NotesBanner',
  'Picker',
  'Radio',
  'Row',
  'Text',
  'Signature',
  'Space',
  'Table',
  'TextEditor',
  'TextField',
  'NumberField',
  'TimePicker',
  'ClockTimeInput',
] as const;
export type LayoutFieldType = (typeof LAYOUT_FIELD_TYPES)[number];

/** Mobile types that show something but hold no value: they need no id and map to no template field. */
export const DISPLAY_ONLY_LAYOUT_TYPES = [
  'Banner',
  'Button',
  'NotesBanner',
  'Row',
  'Space',
  'Text',
] as const satisfies readonly LayoutFieldType[];

export const AI_DATA_MODEL_TYPES = [
  'Heading',
  'Date',
  'Branch',
  'Division',
  'Checkbox',
  'Radio',
  'TextField',
  'TextArea',
  'NumberField',
  'TimeField',
  'Photo',
  'QuoteDetails',
  'UserField',
  'Signature',
  'Picker',
] as const;
export type AiDataModelType = (typeof AI_DATA_MODEL_TYPES)[number];

/** The values of a field's `attributes.mapping`: where the renderer fills the field from (spec 3 §3). */
export const MAPPING_VALUES = [
  'userId',
  'userPhone',
  'userEmail',
  'branchId',
  'divisionId',
  'termsAndConditions',
  'costBreakdown',
  'generalValues',
  'paymentTerms',
  'billingAddress',
  'branch.name',
  'dateOfInvoice',
  'dueDate',
] as const;
export type MappingValue = (typeof MAPPING_VALUES)[number];

/**
 * The same widget under its mobile and its web name, for "did you mean" hints when one list's type is used in
 * the other's layout. Types in both lists (Checkbox, TextField, NumberField, Row, ClockTimeInput) are left out.
 */
export const MOBILE_TO_WEB_TYPE: Partial<Record<LayoutFieldType, ServerFieldType>> = {
  DatePicker: 'DateField',
  MinutePicker: 'NumberField',
  MultiPhotoPicker: 'MultiImageField',
  Picker: 'PickerField',
  Radio: 'RadioField',
  Signature: 'SignatureField',
  TextEditor: 'TextArea',
  TimePicker: 'TimeField',
};

const member =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export const isServerFieldType = member(SERVER_FIELD_TYPES);
export const isWebEntryType = member(WEB_ENTRY_TYPES);
export const isLayoutFieldType = member(LAYOUT_FIELD_TYPES);
export const isDisplayOnlyLayoutType = member(DISPLAY_ONLY_LAYOUT_TYPES);
export const isAiDataModelType = member(AI_DATA_MODEL_TYPES);
export const isMappingValue = member(MAPPING_VALUES);

/**
 * The choices of `options` / `radioOptions`, or the ids of `adderFieldIds`: comma-separated text or a list. Here,
 * not beside the schema of those attributes, so that the lists that read them need not load zod.
 */
export function parseOptions(value: string | readonly string[] | undefined): string[] {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}
