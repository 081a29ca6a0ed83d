import type { ReactNode } from 'react';
import type { Person } from '../../ui/people';
import type { LineItemTotals } from './engine';

/** A submission's values by template field id (docs/forms-calculations.md, Values). */
export type FieldValues = Record<string, unknown>;

/** A layout field as the renderer reads it: anything JSON, checked as it is drawn (the editors feed it raw JSON). */
export interface LayoutNode {
  id?: unknown;
  type?: unknown;
  /** A mobile field's server type. */
  fieldType?: unknown;
  name?: unknown;
  text?: unknown;
  columns?: unknown;
  columnStart?: unknown;
  columnEnd?: unknown;
  attributes?: unknown;
  fields?: unknown;
}

/** The part of a form template the renderer reads: its fields (names, mobile layout) and its layouts. */
export interface RendererTemplate {
  fields?: unknown;
  layouts?: unknown;
}

export interface NamedRecord {
  id: string;
  name: string;
}

/** A job as the job picker offers it. */
export interface JobOption extends NamedRecord {
  number?: number | string | null;
}

/** A pricebook item as the Add Line Items modal offers it (spec 3 §3, Pricebook item). */
export interface PricebookItemOption {
  id: string;
  name: string;
  description?: string | null;
  unit?: string | null;
  rate?: number | string | null;
  category?: string | null;
}

/** A line of the quote an invoice bills (its Quote tab). */
export interface QuoteLineOption {
  name: string;
  quantity?: number | string | null;
  rate?: number | string | null;
  unit?: string | null;
  notes?: string | null;
}

/**
 * What the pickers offer. Each list is optional: without it a picker shows the current value and offers nothing
 * ("Not Listed"); the crew picker's Add button needs `people`.
 */
export interface FormLookups {
  branches?: NamedRecord[];
  divisions?: NamedRecord[];
  people?: Person[];
  jobs?: JobOption[];
  /** The Add Line Items modal's Pricebook tab; without it only Add Line (an empty line) is offered. */
  pricebookItems?: PricebookItemOption[];
  /** The Add Line Items modal's Quote tab (an invoice of a quote). */
  quoteLineItems?: QuoteLineOption[];
}

/** The signed-in user as mappings read them (userId, userPhone, userEmail). */
export interface SourceUser {
  id: string;
  /** The full name; else firstName and lastName. */
  name?: string;
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  email?: string | null;
  occupationId?: string | null;
}

/**
 * Where a new form's mapped fields (spec 3 §3, Mapping values) are filled from, and what databinding expressions may
 * read besides the form's values (`job`, `customer`, …: any further name the page supplies).
 */
export interface FormSources {
  user?: SourceUser | null;
  branch?: NamedRecord | null;
  division?: NamedRecord | null;
  paymentTerms?: string | null;
  billingAddress?: string | null;
  termsAndConditions?: string | null;
  costBreakdown?: unknown;
  generalValues?: unknown;
  [name: string]: unknown;
}

/** One drawn field: its node, its attributes, its current (recomputed) value and error, and how to change it. */
export interface WidgetProps {
  id: string;
  type: string;
  attributes: Attributes;
  /** The field's title as shown (title, editTitle when editing, else the template field's name). */
  label: string;
  /** False when the title is hidden (hideTitle). */
  showLabel: boolean;
  value: unknown;
  error?: string;
  /** The form is read-only, or the field is (readOnly) or computed. */
  readOnly: boolean;
  required: boolean;
  onChange: (value: unknown) => void;
  /** Every value of the form, recomputed (for widgets that read others: Next Day, the line-item totals). */
  context: WidgetContext;
  testId: string;
}

export interface WidgetContext {
  values: FieldValues;
  /** The values the form was opened with: the clock's edit history starts from them. */
  savedValues: FieldValues;
  lookups: FormLookups;
  /** The submission's local date and time (YYYY-MM-DDTHH:mm): time fields sit on its date. */
  localDateTime: string;
  totals: LineItemTotals | null;
  /** Hours per hours field and clock field, as the engine computed them. */
  hours: Record<string, number | null>;
}

export type Attributes = Record<string, unknown>;

export type Widget = (props: WidgetProps) => ReactNode;
