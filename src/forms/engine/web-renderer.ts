import type { ServerFieldType } from './field-types.js';

/**
 * What the web renderer draws for each web layout type (the server field types). The web layout is a list of
 * Divider or Row entries; a Row holds the widgets, each placed on the row's grid with columnStart/columnEnd.
 * `attributes` names the attributes a widget reads besides the common ones (WEB_COMMON_ATTRIBUTES).
 */
export interface WebWidget {
  /** `entry`: only at the top of the layout; `row`: only inside a Row; `anywhere`: both. */
  placement: 'entry' | 'row' | 'anywhere';
  /** Whether the user types or picks the value (false: computed or display-only). */
  editable: boolean;
  draws: string;
  attributes: readonly string[];
}

export const WEB_COMMON_ATTRIBUTES = [
  'title',
  'editTitle',
  'hideTitle',
  'hidden',
  'hiddenIf',
  'visibleIf',
  'required',
  'readOnly',
  'edit',
  'nullDash',
  'mapping',
  'databinding',
  'alignment',
  'layout',
  'border',
  'tagText',
  'marginTop',
  'marginBottom',
  'marginLeft',
  'marginRight',
  'titleSize',
  'nowrap',
] as const;

const LINE_ITEM_ATTRIBUTES = ['rowLimit', 'discountsId', 'surchargeId', 'taxId'] as const;

export const WEB_RENDERER: Record<ServerFieldType, WebWidget> = {
  Row: {
    placement: 'entry',
    editable: false,
    draws: 'A grid row of `columns` columns (default 12); its fields span grid lines columnStart to columnEnd.',
    attributes: [],
  },
  Divider: { placement: 'anywhere', editable: false, draws: 'A horizontal rule.', attributes: [] },
  TextField: { placement: 'row', editable: true, draws: 'Single-line text input.', attributes: [] },
  TextArea: {
    placement: 'row',
    editable: true,
    draws: 'Multi-line notes, with an add button that appends a new note when `edit` is set.',
    attributes: [],
  },
  NumberField: {
    placement: 'row',
    editable: true,
    draws:
      'Number input; with startId and endId (and outId) it shows the hours calculated from those time fields, read-only.',
    attributes: ['startId', 'endId', 'outId', 'endText'],
  },
  Checkbox: { placement: 'row', editable: true, draws: 'Checkbox with its title as label.', attributes: ['endText'] },
  RadioField: {
    placement: 'row',
    editable: true,
    draws: 'Radio buttons, one per option of radioOptions (or options).',
    attributes: ['radioOptions', 'options'],
  },
  PickerField: {
    placement: 'row',
    editable: true,
    draws: 'Drop-down of the comma-separated `options`; scrolls above 10 options; no match shows Not Listed.',
    attributes: ['options'],
  },
  DateField: { placement: 'row', editable: true, draws: 'Date picker (MM/DD/YY).', attributes: [] },
  DateTimeField: {
    placement: 'row',
    editable: true,
    draws: 'Date and time picker.',
    attributes: ['minuteIncrements'],
  },
  WeekDateField: { placement: 'row', editable: true, draws: 'Week picker (the week start date).', attributes: [] },
  TimeField: {
    placement: 'row',
    editable: true,
    draws:
      'Time picker (step minuteIncrements, default 15, format h:mmaaa) with a Next Day checkbox when `checkbox` is set.',
    attributes: ['minuteIncrements', 'checkbox'],
  },
  ClockTimeInput: {
    placement: 'row',
    editable: true,
    draws:
      'Clock-in/out times with an (edited) marker, the out-time picker (10 options in steps of minuteIncrements) and the clock hours.',
    attributes: ['minuteIncrements', 'showOutTime'],
  },
  InvoiceDateField: { placement: 'row', editable: true, draws: 'Invoice date picker.', attributes: [] },
  DueDateField: {
    placement: 'row',
    editable: false,
    draws: 'Due date: the invoice date plus the days of the payment terms, recomputed.',
    attributes: [],
  },
  InvoiceRangePicker: {
    placement: 'row',
    editable: true,
    draws: 'Date-range picker for the billed period; shows Required when required and empty.',
    attributes: [],
  },
  BranchField: { placement: 'row', editable: true, draws: "Picker of the account's branches.", attributes: [] },
  DivisionField: { placement: 'row', editable: true, draws: "Picker of the account's divisions.", attributes: [] },
  UserField: { placement: 'row', editable: true, draws: "Picker of one of the account's users.", attributes: [] },
  MultiUserField: {
    placement: 'row',
    editable: true,
    draws: 'Crew member list (user and occupation).',
    attributes: ['rowLimit'],
  },
  JobField: { placement: 'row', editable: true, draws: 'Job picker showing the job number and name.', attributes: [] },
  LocationField: {
    placement: 'row',
    editable: true,
    draws: 'Jobsite location: address search and the Select Jobsite Location map.',
    attributes: [],
  },
  MultiImageField: {
    placement: 'row',
    editable: true,
    draws: 'Image gallery with Add Photo.',
    attributes: ['maxImages'],
  },
  SignatureField: {
    placement: 'row',
    editable: true,
    draws: 'Signature pad, then the signature image.',
    attributes: [],
  },
  MultiQuoteItemField: {
    placement: 'row',
    editable: true,
    draws: 'Quote line-item table (Add Line Items: Pricebook) with subtotal, discount, surcharge, tax and total.',
    attributes: LINE_ITEM_ATTRIBUTES,
  },
  MultiInvoiceItemField: {
    placement: 'row',
    editable: true,
    draws: 'Invoice line-item table (Add Line Items: Pricebook and Quote) with start and end dates and the totals.',
    attributes: LINE_ITEM_ATTRIBUTES,
  },
  TotalField: {
    placement: 'row',
    editable: false,
    draws: "The form's line-item total, read-only.",
    attributes: ['discountsId', 'surchargeId', 'taxId'],
  },
  AdderField: {
    placement: 'row',
    editable: false,
    draws: 'Sum of the numeric values of the adderFieldIds fields, to two decimals, read-only.',
    attributes: ['adderFieldIds', 'endText'],
  },
};

/** The types a web layout may have at its top level (Divider or Row). */
export const WEB_ENTRY_TYPES = ['Divider', 'Row'] as const satisfies readonly ServerFieldType[];
