import type { ValueFieldType } from '../engine';
import type { Widget } from '../types';
import {
  AdderWidget,
  CheckboxWidget,
  NumberFieldWidget,
  PickerWidget,
  RadioWidget,
  TextAreaWidget,
  TextFieldWidget,
  TotalWidget,
} from './BasicWidgets';
import { ClockTimeWidget } from './ClockTimeWidget';
import { DateRangeWidget, DateTimeWidget, DateWidget, TimeWidget, WeekDateWidget } from './DateWidgets';
import { InvoiceLineItemsWidget, QuoteLineItemsWidget } from './LineItemsWidget';
import { ImageGalleryWidget, SignatureWidget } from './MediaWidgets';
import { BranchWidget, CrewWidget, DivisionWidget, JobWidget, LocationWidget, UserWidget } from './RecordWidgets';

/**
 * The widget of each value type (every server field type but Row and Divider, which the renderer lays out itself):
 * the type's one place in the browser. Its definition on the server is src/forms/field-types/ (docs/architecture.md,
 * "Adding a field type"); a type missing here does not compile.
 */
export const WIDGETS: Record<ValueFieldType, Widget> = {
  AdderField: AdderWidget,
  BranchField: BranchWidget,
  Checkbox: CheckboxWidget,
  ClockTimeInput: ClockTimeWidget,
  DateField: DateWidget,
  DateTimeField: DateTimeWidget,
  DivisionField: DivisionWidget,
  DueDateField: DateWidget,
  InvoiceDateField: DateWidget,
  InvoiceRangePicker: DateRangeWidget,
  JobField: JobWidget,
  LocationField: LocationWidget,
  MultiImageField: ImageGalleryWidget,
  MultiInvoiceItemField: InvoiceLineItemsWidget,
  MultiQuoteItemField: QuoteLineItemsWidget,
  MultiUserField: CrewWidget,
  NumberField: NumberFieldWidget,
  PickerField: PickerWidget,
  RadioField: RadioWidget,
  SignatureField: SignatureWidget,
  TextArea: TextAreaWidget,
  TextField: TextFieldWidget,
  TimeField: TimeWidget,
  TotalField: TotalWidget,
  UserField: UserWidget,
  WeekDateField: WeekDateWidget,
};

export const widgetOf = (type: string): Widget | undefined =>
  Object.hasOwn(WIDGETS, type) ? WIDGETS[type as ValueFieldType] : undefined;
