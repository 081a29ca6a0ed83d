import type { ServerFieldType } from '../engine/field-types.js';
import type { FieldAttributes } from '../engine/template.schema.js';
import type { DisplayOptions, FormatOptions, PdfValueFormat } from '../pdf/format.js';

/**
 * What the server knows of one field type (docs/architecture.md, "Adding a field type"): one definition per type, in
 * a file of its own in this folder, collected in FIELD_TYPES (index.ts). The calculations, the PDF and the screens'
 * value text read it; the browser's widget is the type's one other place (client/src/features/formRenderer/widgets).
 */
export interface FieldTypeDefinition {
  type: ServerFieldType;
  /** Where its widget sits and what it reads (what it draws is the comment on the definition). */
  widget: WebWidget;
  /** Its part in the calculations (recompute.ts); most types have none. */
  calc?: CalcRole;
  /** A record value that a `mapping` fills from the page's sources (the signed-in user, the branch): its shape. */
  record?: 'crewEntry' | 'crew' | 'named';
  /** How the PDF and the screens show a value (form-fields.ts); without it, as text (displayText). */
  pdf?: PdfRendering;
}

/**
 * Where a widget sits and what it reads. The web layout is a list of Divider or Row entries; a Row holds the widgets,
 * each placed on the row's grid with columnStart/columnEnd.
 */
export interface WebWidget {
  /** `entry`: only at the top of the layout; `row`: only inside a Row; `anywhere`: both. */
  placement: 'entry' | 'row' | 'anywhere';
  /** Whether the user types or picks the value (false: computed or display-only; drawn read-only). */
  editable: boolean;
  /** The attributes it reads besides the common ones (WEB_COMMON_ATTRIBUTES). */
  attributes: readonly string[];
}

/**
 * - `hours` is not a role: any field with startId/endId is an hours field, whatever its type.
 * - `lineItems`: its items are the form's line items (totals, normalised quantity and rate);
 * - `total`: the form's total in dollars; `clockHours`: clock-in/out hours;
 * - `invoiceDate` / `dueDate`: the due date is the invoice date plus the payment terms' days.
 */
export type CalcRole = 'lineItems' | 'total' | 'clockHours' | 'invoiceDate' | 'dueDate';

/** A value field of a template as the PDF and the screens see it: its id, server type, label and merged attributes. */
export interface FormField {
  id: string;
  type: string;
  label: string;
  attributes: FieldAttributes;
}

/** How values are written: the form's time zone, the names of ids, and the form's date (a time on the next day). */
export type ValueTextOptions = FormatOptions & DisplayOptions & { localDateTime?: unknown };

/** A column of a list value's table (crew, line items). */
export interface PdfColumn {
  key: string;
  label: string;
  format?: PdfValueFormat;
  /** A value computed from the item instead of read from it. */
  compute?: (item: Record<string, unknown>) => string;
}

export interface PdfRendering {
  /** How the built-in layout shows it: text (the default), a table, photos or a signature. */
  kind?: 'table' | 'images' | 'signature';
  /** The value as text when the PDF config gives no format. */
  text?: (raw: unknown, field: FormField, options: ValueTextOptions) => string;
  /** A list value's columns; `has` tells whether some item has a value under a key (optional columns). */
  columns?: (has: (key: string) => boolean) => PdfColumn[];
}

/** Attributes every widget reads. */
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
