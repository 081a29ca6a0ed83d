import { fieldTypesOf, INVOICE_FORM_TYPE, invoiceValuesFromQuote, type FieldValue } from './engine';

/*
 * Which form the invoicing pages use and how a new invoice starts (spec 3 §2), as pure code: the account's invoice
 * template, the invoice's values prefilled from its quote and the quote's lines for the Add Line
 * Items modal's Quote tab.
 */

interface TemplateSummary {
  id: string;
  name: string;
  formTypeSlug: string;
}

/** The account's invoice template: the first template (by name, the server's order) of form type invoice. */
export function invoiceTemplateOf<T extends TemplateSummary>(templates: readonly T[]): T | undefined {
  return templates.find((template) => template.formTypeSlug.toLowerCase() === INVOICE_FORM_TYPE);
}

type Template = { fields?: unknown; layouts?: unknown };

/**
 * A new invoice's values (spec 3 §2 "prefilled from the quote"): the shared rule of the server's billing cycles
 * (`invoiceValuesFromQuote`): the quote's values whose ids the invoice form has, and its lines as invoice lines.
 */
export function prefilledValues(
  invoiceTemplate: Template,
  quoteTemplate: Template | null,
  quoteValues: readonly FieldValue[],
): Record<string, unknown> {
  return Object.fromEntries(
    invoiceValuesFromQuote(invoiceTemplate, quoteTemplate, quoteValues).map(({ id, value }) => [id, value]),
  );
}

export interface QuoteLine {
  name: string;
  quantity?: number | string | null;
  rate?: number | string | null;
  unit?: string | null;
  notes?: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const amount = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? value : null);

/** The quote's line items (its MultiQuoteItemField values), for the Add Line Items modal's Quote tab. */
export function quoteLinesOf(quoteTemplate: Template | null, quoteValues: readonly FieldValue[]): QuoteLine[] {
  if (!quoteTemplate) return [];
  const types = fieldTypesOf(quoteTemplate);
  return quoteValues
    .filter(({ id, value }) => types.get(id) === 'MultiQuoteItemField' && Array.isArray(value))
    .flatMap(({ value }) => (value as unknown[]).filter(isObject))
    .map((line) => ({
      name: text(line.name),
      quantity: amount(line.quantity),
      rate: amount(line.rate),
      unit: text(line.unit),
      notes: text(line.notes),
    }));
}

/** A submission's `fields` as GraphQL answers them (JSON): the values with an id. */
export function fieldValuesOf(fields: unknown): FieldValue[] {
  return Array.isArray(fields)
    ? fields.filter((field): field is FieldValue => isObject(field) && typeof field.id === 'string')
    : [];
}
