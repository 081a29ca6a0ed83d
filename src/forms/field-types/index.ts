import type { ServerFieldType } from '../engine/field-types.js';
import { adderField } from './adder-field.js';
import { branchField } from './branch-field.js';
import { checkbox } from './checkbox.js';
import { clockTimeInput } from './clock-time-input.js';
import { dateField } from './date-field.js';
import { dateTimeField } from './date-time-field.js';
import type { CalcRole, FieldTypeDefinition } from './definition.js';
import { divider } from './divider.js';
import { divisionField } from './division-field.js';
import { dueDateField } from './due-date-field.js';
import { invoiceDateField } from './invoice-date-field.js';
import { invoiceRangePicker } from './invoice-range-picker.js';
import { jobField } from './job-field.js';
import { locationField } from './location-field.js';
import { multiImageField } from './multi-image-field.js';
import { multiInvoiceItemField } from './multi-invoice-item-field.js';
import { multiQuoteItemField } from './multi-quote-item-field.js';
import { multiUserField } from './multi-user-field.js';
import { numberField } from './number-field.js';
import { pickerField } from './picker-field.js';
import { radioField } from './radio-field.js';
import { row } from './row.js';
import { signatureField } from './signature-field.js';
import { textArea } from './text-area.js';
import { textField } from './text-field.js';
import { timeField } from './time-field.js';
import { totalField } from './total-field.js';
import { userField } from './user-field.js';
import { weekDateField } from './week-date-field.js';

export * from './definition.js';

/** Every server field type's definition (SERVER_FIELD_TYPES), by type. */
export const FIELD_TYPES: Record<ServerFieldType, FieldTypeDefinition> = {
  AdderField: adderField,
  BranchField: branchField,
  Checkbox: checkbox,
  ClockTimeInput: clockTimeInput,
  DateField: dateField,
  DateTimeField: dateTimeField,
  Divider: divider,
  DivisionField: divisionField,
  DueDateField: dueDateField,
  InvoiceDateField: invoiceDateField,
  InvoiceRangePicker: invoiceRangePicker,
  JobField: jobField,
  LocationField: locationField,
  MultiImageField: multiImageField,
  MultiInvoiceItemField: multiInvoiceItemField,
  MultiQuoteItemField: multiQuoteItemField,
  MultiUserField: multiUserField,
  NumberField: numberField,
  PickerField: pickerField,
  RadioField: radioField,
  Row: row,
  SignatureField: signatureField,
  TextArea: textArea,
  TextField: textField,
  TimeField: timeField,
  TotalField: totalField,
  UserField: userField,
  WeekDateField: weekDateField,
};

/** The definition of a type named in a template (any text), or undefined when it is not a server field type. */
export const fieldTypeOf = (type: unknown): FieldTypeDefinition | undefined =>
  typeof type === 'string' && Object.hasOwn(FIELD_TYPES, type) ? FIELD_TYPES[type as ServerFieldType] : undefined;

/** Whether a type has this part in the calculations. */
export const hasCalcRole = (type: unknown, role: CalcRole): boolean => fieldTypeOf(type)?.calc === role;
