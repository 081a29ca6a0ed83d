import { isJsonObject, walkFields, type JsonObject } from './field-walk.js';

/** A value of a submission by field id. */
export interface FieldValue {
  id: string;
  value: unknown;
}

/** What an invoice bills besides the quote: its period and the crew hours of the period's timecards. */
export interface InvoicePeriod {
  startDate: string;
  endDate: string;
  timecardHours?: number;
  timecardCount?: number;
}

const QUOTE_LINES = 'MultiQuoteItemField';
const INVOICE_LINES = 'MultiInvoiceItemField';

/** The server field type of each field id of a template: its fields' `fieldType`, else the layout entry's `type`. */
export function fieldTypesOf(template: { fields?: unknown; layouts?: unknown }): Map<string, string> {
  const types = new Map<string, string>();
  const layouts = isJsonObject(template.layouts) ? template.layouts : {};
  const web = isJsonObject(layouts.web) ? layouts.web.fields : undefined;
  for (const list of [template.fields, web]) {
    for (const { field } of walkFields(list, [])) {
      const type = typeof field.fieldType === 'string' ? field.fieldType : field.type;
      if (typeof field.id === 'string' && typeof type === 'string' && !types.has(field.id)) types.set(field.id, type);
    }
  }
  return types;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

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

/**
 * An invoice's values prefilled from its quote (spec 3 §2: "The invoice form is prefilled from the quote"): every
 * quote value whose field id the invoice form has too, and the quote's line items as the invoice's, dated to the
 * period when one is given. A billing period's timecard hours come as one more line (rate 0, for the office to
 * price). Derived values (totals, amount, due date) are left to the engine's recompute.
 */
export function invoiceValuesFromQuote(
  invoiceTemplate: { fields?: unknown; layouts?: unknown },
  quoteTemplate: { fields?: unknown; layouts?: unknown } | null,
  quoteValues: readonly FieldValue[],
  period?: InvoicePeriod,
): FieldValue[] {
  const invoiceTypes = fieldTypesOf(invoiceTemplate);
  const quoteTypes = quoteTemplate ? fieldTypesOf(quoteTemplate) : new Map<string, string>();
  const lines: JsonObject[] = [];
  const values: FieldValue[] = [];
  for (const { id, value } of quoteValues) {
    if (quoteTypes.get(id) === QUOTE_LINES && Array.isArray(value)) {
      lines.push(...value.filter(isJsonObject).map((line, index) => invoiceLine(line, lines.length + index, period)));
    } else if (invoiceTypes.has(id) && invoiceTypes.get(id) !== INVOICE_LINES) {
      values.push({ id, value });
    }
  }
  if (period?.timecardHours) {
    lines.push({
      lineItemId: 'timecard-hours',
      name: 'Crew hours from timecards',
      quantity: period.timecardHours,
      rate: 0,
      unit: 'hr',
      notes: `${period.timecardCount ?? 0} timecards from ${period.startDate} to ${period.endDate}`,
      startDate: period.startDate,
      endDate: period.endDate,
    });
  }
  const linesField = [...invoiceTypes].find(([, type]) => type === INVOICE_LINES)?.[0];
  if (linesField && lines.length) values.push({ id: linesField, value: lines });
  return values;
}
