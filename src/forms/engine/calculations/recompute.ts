import Big from 'big.js';
import { hasCalcRole, type CalcRole } from '../../field-types/index.js';
import { computeClockHours } from './clock-hours.js';
import { centsToDollars, isAboveInput, isBeyondInput, roundToNumber } from './decimal.js';
import { dueDate } from './due-date.js';
import { amountInput, computeLineItemTotals, lineItemsError, type LineItemTotals, percentInput } from './line-items.js';
import { NUMBER_OUT_OF_RANGE, NUMBER_TOO_LARGE } from './messages.js';
import { adderFieldIds, sumFieldValue } from './sum-field.js';
import { computeTimeHours, isEmpty } from './time-hours.js';

/** The web layout attributes the calculations read (spec 3 §3, Layout field). */
export interface CalcAttributes {
  startId?: unknown;
  endId?: unknown;
  outId?: unknown;
  adderFieldIds?: unknown;
  discountsId?: unknown;
  surchargeId?: unknown;
  taxId?: unknown;
  minuteIncrements?: unknown;
  mapping?: unknown;
  [other: string]: unknown;
}

/** A template field or web layout field, as far as the calculations look at it; `fields` nest (Rows). */
export interface CalcTemplateNode {
  id?: unknown;
  type?: unknown;
  fieldType?: unknown;
  attributes?: CalcAttributes | null;
  fields?: readonly CalcTemplateNode[] | null;
}

/** The part of a form template the calculations need: its fields and its web layout. */
export interface CalcTemplate {
  fields?: readonly CalcTemplateNode[] | null;
  layouts?: { web?: { fields?: readonly CalcTemplateNode[] | null } | null } | null;
}

export type FieldValues = Record<string, unknown>;

export interface Recomputed {
  /** The submitted values with every derived value replaced and the line-item inputs normalised. */
  values: FieldValues;
  /** A message per field id; a submission with any error must not be saved. */
  errors: Record<string, string>;
  /** Hours per hours field (startId/endId) and per ClockTimeInput field; null = cleared. */
  hours: Record<string, number | null>;
  /**
   * The form's line-item totals; `totals.totalCents` is an invoice's invoiceAmountCents and a quote's cost. Null
   * when the form has neither a line-item field nor a TotalField.
   */
  totals: LineItemTotals | null;
  /** The sum of all hours above (a timecard's totalHours); null when every one is cleared or there are none. */
  totalHours: number | null;
}

interface CalcField {
  id: string;
  types: Set<unknown>;
  attributes: CalcAttributes;
}

/**
 * Every derived value of a submission, as the server saves it and the renderer shows it, in this order (a type's part
 * is the `calc` role of its definition, src/forms/field-types/):
 * 1. hours fields (attributes startId/endId/outId) and ClockTimeInput fields (minuteIncrements);
 * 2. line items (MultiQuoteItemField, MultiInvoiceItemField): quantity and rate of each item and the fields named
 *    by discountsId, surchargeId and taxId normalised, the form's totals computed; TotalField values = the total
 *    in dollars;
 * 3. sum fields (adderFieldIds), which may add any of the above (a ClockTimeInput counts its hours) and other sums;
 *    a quantity, rate, discount or added value beyond MAX_INPUT is an error on its field (and counts 0);
 * 4. the due date (mapping dueDate, or a DueDateField) = the invoice date (mapping dateOfInvoice, or an
 *    InvoiceDateField) + the days of the payment terms (mapping paymentTerms), when the form has all three and the
 *    invoice date is readable.
 */
export function recompute(template: CalcTemplate, submitted: Readonly<FieldValues>): Recomputed {
  const fields = calcFields(template);
  const state: State = {
    values: new Map(Object.entries(submitted)),
    errors: new Map(),
    hours: new Map(),
    totals: null,
  };
  applyHours(fields, state);
  applyLineItems(fields, state);
  applySums(fields, state);
  applyDueDate(fields, state);
  const hours = [...state.hours.values()].filter((value) => value !== null);
  return {
    values: Object.fromEntries(state.values),
    errors: Object.fromEntries(state.errors),
    hours: Object.fromEntries(state.hours),
    totals: state.totals,
    totalHours:
      hours.length === 0 ? null : roundToNumber(hours.reduce((sum: Big, value) => sum.plus(value), new Big(0))),
  };
}

/** Keyed by field id in Maps, so that no id ("__proto__", "constructor") can reach an object's prototype. */
interface State {
  values: Map<string, unknown>;
  errors: Map<string, string>;
  hours: Map<string, number | null>;
  totals: LineItemTotals | null;
}

/** Template fields and web layout fields merged by id (the types of both, the attributes of the layout). */
function calcFields(template: CalcTemplate): CalcField[] {
  const byId = new Map<string, CalcField>();
  const visit = (nodes: unknown) => {
    if (!Array.isArray(nodes)) return;
    for (const node of nodes as unknown[]) {
      if (node === null || typeof node !== 'object') continue;
      const { id, type, fieldType, attributes, fields } = node as CalcTemplateNode;
      if (typeof id === 'string' && id !== '') {
        const field = byId.get(id) ?? { id, types: new Set(), attributes: {} };
        field.types.add(type).add(fieldType);
        if (attributes !== null && typeof attributes === 'object')
          field.attributes = { ...field.attributes, ...attributes };
        byId.set(id, field);
      }
      visit(fields);
    }
  };
  visit(template.fields);
  visit(template.layouts?.web?.fields);
  return [...byId.values()];
}

const idOf = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
/** Whether one of the field's types (its web type, its template field's `fieldType`) has this role (field-types/). */
const hasRole = (field: CalcField, role: CalcRole) => [...field.types].some((type) => hasCalcRole(type, role));

function addError(state: State, id: string | null, message: string | undefined): void {
  if (id !== null && message !== undefined && !state.errors.has(id)) state.errors.set(id, message);
}

function applyHours(fields: CalcField[], state: State): void {
  const { values } = state;
  const valueOf = (id: string | null) => (id === null ? null : values.get(id));
  for (const field of fields) {
    const { id, attributes } = field;
    const [startId, stopId, outId] = [attributes.startId, attributes.endId, attributes.outId].map(idOf);
    if (startId !== null || stopId !== null) {
      const hours = computeTimeHours({ start: valueOf(startId), stop: valueOf(stopId), out: valueOf(outId) });
      state.hours.set(id, hours.hours);
      values.set(id, hours.hours);
      addError(state, startId, hours.errors.start);
      addError(state, stopId, hours.errors.stop);
      addError(state, outId, hours.errors.out);
    } else if (hasRole(field, 'clockHours')) {
      const hours = computeClockHours(values.get(id), attributes.minuteIncrements);
      state.hours.set(id, hours.hours);
      addError(state, id, hours.error);
    }
  }
}

const ADJUSTMENT_ATTRIBUTES = ['discountsId', 'surchargeId', 'taxId'] as const;

/**
 * One set of totals per form: the items of every line-item field, adjusted by the discount, surcharge and tax
 * fields named on the first line-item field that names any (else on the first TotalField that does).
 */
function applyLineItems(fields: CalcField[], state: State): void {
  const { values } = state;
  const tables = fields.filter((field) => hasRole(field, 'lineItems'));
  const totalFields = fields.filter((field) => hasRole(field, 'total'));
  if (tables.length === 0 && totalFields.length === 0) return;

  const items: unknown[] = [];
  for (const { id } of tables) {
    const value = values.get(id);
    if (!Array.isArray(value)) continue;
    addError(state, id, lineItemsError(value));
    const normalisedItems = value.map(normaliseItem);
    values.set(id, normalisedItems);
    items.push(...normalisedItems);
  }
  const named = (field: CalcField) => ADJUSTMENT_ATTRIBUTES.some((name) => idOf(field.attributes[name]) !== null);
  const attributes: CalcAttributes = [...tables, ...totalFields].find(named)?.attributes ?? {};
  const normalised = (attribute: unknown, input: (value: unknown) => number): unknown => {
    const id = idOf(attribute);
    if (id === null) return undefined;
    if (!isEmpty(values.get(id))) values.set(id, input(values.get(id)));
    return values.get(id);
  };
  const discountId = idOf(attributes.discountsId);
  if (discountId !== null && isAboveInput(values.get(discountId))) addError(state, discountId, NUMBER_TOO_LARGE);
  const totals = computeLineItemTotals(items, {
    discount: normalised(attributes.discountsId, amountInput),
    surchargePercent: normalised(attributes.surchargeId, percentInput),
    taxPercent: normalised(attributes.taxId, percentInput),
  });
  state.totals = totals;
  addError(state, (tables[0] ?? totalFields[0]).id, totals.error);
  for (const { id } of totalFields) values.set(id, centsToDollars(totals.totalCents));
}

function normaliseItem(item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  const { quantity, rate } = item as { quantity?: unknown; rate?: unknown };
  return { ...item, quantity: amountInput(quantity), rate: amountInput(rate) };
}

/** Sum fields in dependency order; a sum that (indirectly) adds itself counts 0 there. */
function applySums(fields: CalcField[], state: State): void {
  const { values, hours } = state;
  const pending = new Map(fields.filter((field) => field.attributes.adderFieldIds != null).map((f) => [f.id, f]));
  const clockIds = new Set(fields.filter((f) => hours.has(f.id) && hasRole(f, 'clockHours')).map((f) => f.id));
  const inProgress = new Set<string>();
  const numericValue = (id: string): unknown => {
    if (inProgress.has(id)) return 0;
    if (clockIds.has(id)) return hours.get(id);
    const sum = pending.get(id);
    if (sum === undefined) {
      if (isBeyondInput(values.get(id))) addError(state, id, NUMBER_OUT_OF_RANGE);
      return values.get(id);
    }
    inProgress.add(id);
    values.set(id, sumFieldValue(adderFieldIds(sum.attributes.adderFieldIds), numericValue));
    inProgress.delete(id);
    pending.delete(id);
    return values.get(id);
  };
  for (const id of [...pending.keys()]) numericValue(id);
}

function applyDueDate(fields: CalcField[], state: State): void {
  const find = (mapping: string, role?: CalcRole) =>
    fields.find((field) => field.attributes.mapping === mapping || (role !== undefined && hasRole(field, role)));
  const invoiceDate = find('dateOfInvoice', 'invoiceDate');
  const paymentTerms = find('paymentTerms');
  const due = find('dueDate', 'dueDate');
  if (invoiceDate === undefined || paymentTerms === undefined || due === undefined) return;
  const date = dueDate(state.values.get(invoiceDate.id), state.values.get(paymentTerms.id));
  if (date !== null) state.values.set(due.id, date);
}
