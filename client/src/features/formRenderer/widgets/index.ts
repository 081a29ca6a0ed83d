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
import { LineItemsWidget } from './LineItemsWidget';
import { ImageGalleryWidget, SignatureWidget } from './MediaWidgets';
import { BranchWidget, CrewWidget, DivisionWidget, JobWidget, LocationWidget, UserWidget } from './RecordWidgets';

/** The widget of each server field type a Row may hold (src/forms/engine/web-renderer.ts describes them). */
const WIDGETS: Record<string, Widget> = {
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
  MultiInvoiceItemField: LineItemsWidget,
  MultiQuoteItemField: LineItemsWidget,
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
  Object.hasOwn(WIDGETS, type) ? WIDGETS[type] : undefined;
