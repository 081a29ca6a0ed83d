import { amountInput } from './calculations/line-items.js';
import { isJsonObject, walkFields, type JsonObject } from './field-walk.js';

/** A value of a submission by field id. */
export interface FieldValue {
  id: string;
  value: unknown;
}

/** The period an invoice's lines are dated to, and for a billing cycle the work done in it. */
export interface InvoicePeriod {
  startDate: string;
  endDate: string;
  /** A billing cycle's: the quote's lines bill the cycle's work (docs/billing.md, Billing cycles). */
  work?: CycleWork;
}

/** The work of a billing cycle, which its invoice bills at the quote's rates. */
export interface CycleWork {
  /** The hours of the cycle's timecards of the job. */
  timecardHours: number;
  timecardCount: number;
  /** The cycle's days on which the job holds equipment (its asset bookings). */
  equipmentDays: number;
  /** The job's first cycle, which bills the quote's fixed items and its discount. */
  first: boolean;
}

/** How a billing cycle bills a quote line, by its unit: the cycle's timecard hours, its equipment days, or fixed. */
type CycleBasis = 'hours' | 'days' | 'fixed';

const UNIT_BASES = new Map<string, CycleBasis>([
  ...['hour', 'hours', 'hr', 'hrs', 'h'].map((unit) => [unit, 'hours'] as const),
  ...['day', 'days', 'd'].map((unit) => [unit, 'days'] as const),
]);

const QUOTE_LINES = 'MultiQuoteItemField';
const INVOICE_LINES = 'MultiInvoiceItemField';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A quote line's cycle basis: hourly and daily units bill the cycle's work; any other unit is a fixed item. */
const cycleBasis = (unit: unknown): CycleBasis => UNIT_BASES.get(text(unit).trim().toLowerCase()) ?? 'fixed';

/** Every field of a template: its fields, then its web layout's entries. */
function* templateFields(template: { fields?: unknown; layouts?: unknown }): Generator<JsonObject> {
  const layouts = isJsonObject(template.layouts) ? template.layouts : {};
  const web = isJsonObject(layouts.web) ? layouts.web.fields : undefined;
  for (const list of [template.fields, web]) for (const { field } of walkFields(list, [])) yield field;
}

/** The server field type of each field id of a template: its fields' `fieldType`, else the layout entry's `type`. */
export function fieldTypesOf(template: { fields?: unknown; layouts?: unknown }): Map<string, string> {
  const types = new Map<string, string>();
  for (const field of templateFields(template)) {
    const type = typeof field.fieldType === 'string' ? field.fieldType : field.type;
    if (typeof field.id === 'string' && typeof type === 'string' && !types.has(field.id)) types.set(field.id, type);
  }
  return types;
}

/** The ids of the discount fields a template's line items name (`discountsId`): a flat amount, not a percentage. */
function discountIdsOf(template: { fields?: unknown; layouts?: unknown }): Set<string> {
  const ids = new Set<string>();
  for (const field of templateFields(template)) {
    const id = isJsonObject(field.attributes) ? field.attributes.discountsId : undefined;
    if (typeof id === 'string') ids.add(id);
  }
  return ids;
}

/** A quote line (pricebookItemId, name, quantity, rate, unit, notes) as an invoice line of the period. */
function invoiceLine(line: JsonObject, index: number, period?: InvoicePeriod): JsonObject {
  return {
    lineItemId: text(line.pricebookItemId) || text(line.lineItemId) || `quote-line-${index + 1}`,
    name: text(line.name),
    quantity: amount(line.quantity),
    rate: amount(line.rate),
    unit: text(line.unit),
    notes: text(line.notes),
    startDate: period?.startDate ?? null,
    endDate: period?.endDate ?? null,
  };
}

/** What the cycle's work says of a line billed by it: its quantity and where that comes from. */
function cycleQuantity(basis: Exclude<CycleBasis, 'fixed'>, work: CycleWork): { quantity: number; source: string } {
  if (basis === 'hours') {
    const hours = amountInput(work.timecardHours);
    return { quantity: hours, source: `${hours} hrs on ${work.timecardCount} timecards` };
  }
  return { quantity: work.equipmentDays, source: `${work.equipmentDays} equipment days` };
}

/**
 * A billing cycle's lines from the quote's (docs/billing.md, Billing cycles): hourly lines at the cycle's timecard
 * hours, daily lines at its equipment days, both at the quote's rates; fixed items (any other unit) on the first
 * cycle only. Timecard hours that no hourly line prices come as a line at rate 0, for the office to price.
 */
function cycleLines(lines: JsonObject[], period: InvoicePeriod, work: CycleWork): JsonObject[] {
  const billed = lines.flatMap((line) => {
    const basis = cycleBasis(line.unit);
    if (basis === 'fixed') return work.first ? [line] : [];
    const { quantity, source } = cycleQuantity(basis, work);
    const notes = [text(line.notes), `${source} from ${period.startDate} to ${period.endDate}`].filter(Boolean);
    return [{ ...line, quantity, notes: notes.join(' · ') }];
  });
  if (work.timecardHours > 0 && !lines.some((line) => cycleBasis(line.unit) === 'hours')) {
    billed.push({
      lineItemId: 'timecard-hours',
      name: 'Crew hours from timecards',
      quantity: amountInput(work.timecardHours),
      rate: 0,
      unit: 'hr',
      notes: `${work.timecardCount} timecards from ${period.startDate} to ${period.endDate}`,
      startDate: period.startDate,
      endDate: period.endDate,
    });
  }
  return billed;
}

/**
 * An invoice's values prefilled from its quote (spec 3 §2: "The invoice form is prefilled from the quote"): every
 * quote value whose field id the invoice form has too, and the quote's line items as the invoice's, dated to the
 * period when one is given. A billing cycle's invoice bills the cycle's work instead of the whole quote
 * (`cycleLines`), and takes the quote's flat discount on the first cycle only, with the fixed items. Derived values
 * (totals, amount, due date) are left to the engine's recompute.
 */
export function invoiceValuesFromQuote(
  invoiceTemplate: { fields?: unknown; layouts?: unknown },
  quoteTemplate: { fields?: unknown; layouts?: unknown } | null,
  quoteValues: readonly FieldValue[],
  period?: InvoicePeriod,
): FieldValue[] {
  const invoiceTypes = fieldTypesOf(invoiceTemplate);
  const quoteTypes = quoteTemplate ? fieldTypesOf(quoteTemplate) : new Map<string, string>();
  const laterCycle = period?.work !== undefined && !period.work.first;
  const skipped = laterCycle && quoteTemplate ? discountIdsOf(quoteTemplate) : new Set<string>();
  const quoteLines: JsonObject[] = [];
  const values: FieldValue[] = [];
  for (const { id, value } of quoteValues) {
    if (quoteTypes.get(id) === QUOTE_LINES && Array.isArray(value)) {
      quoteLines.push(
        ...value.filter(isJsonObject).map((line, index) => invoiceLine(line, quoteLines.length + index, period)),
      );
    } else if (invoiceTypes.has(id) && invoiceTypes.get(id) !== INVOICE_LINES && !skipped.has(id)) {
      values.push({ id, value });
    }
  }
  const lines = period?.work ? cycleLines(quoteLines, period, period.work) : quoteLines;
  const linesField = linesFieldOf(invoiceTypes);
  if (linesField && lines.length) values.push({ id: linesField, value: lines });
  return values;
}

const linesFieldOf = (invoiceTypes: Map<string, string>) =>
  [...invoiceTypes].find(([, type]) => type === INVOICE_LINES)?.[0];

/**
 * Whether an invoice's values bill anything: a line with a quantity. A billing cycle in which no work was recorded
 * (no timecard hours, no equipment days, no fixed items due) bills nothing.
 */
export function billsAnything(invoiceTemplate: { fields?: unknown; layouts?: unknown }, values: readonly FieldValue[]) {
  const linesField = linesFieldOf(fieldTypesOf(invoiceTemplate));
  const lines = values.find(({ id }) => id === linesField)?.value;
  return Array.isArray(lines) && lines.some((line) => isJsonObject(line) && amount(line.quantity) > 0);
}
