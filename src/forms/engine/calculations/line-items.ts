import Big from 'big.js';
import { MAX_CENTS } from './decimal.js';
import { inputDecimal, isAboveInput, toCents, toDecimal } from './decimal.js';
import { AMOUNT_TOO_LARGE, QUANTITY_TOO_LARGE, RATE_TOO_LARGE } from './messages.js';

/** A line of a quote's line-item table (MultiQuoteItemField). Quantity and rate are decimal numbers (dollars). */
export interface QuoteLineItem {
  pricebookItemId: string;
  name: string;
  quantity: number;
  rate: number;
  unit: string;
  notes: string;
}

/** A line of an invoice's line-item table (MultiInvoiceItemField). */
export interface InvoiceLineItem {
  lineItemId: string;
  name: string;
  quantity: number;
  rate: number;
  unit: string;
  notes: string;
  startDate: string | null;
  endDate: string | null;
}

export interface PricebookItemLike {
  id: string;
  name: string;
  unit?: string | null;
  rate?: unknown;
}

/** A quote line for a pricebook item: quantity 1.00, the item's rate (spec 3 §5). */
export function newQuoteLineItem(item: PricebookItemLike): QuoteLineItem {
  return {
    pricebookItemId: item.id,
    name: item.name,
    quantity: 1,
    rate: amountInput(item.rate),
    unit: item.unit ?? '',
    notes: '',
  };
}

const ZERO = new Big(0);
const HUNDRED = new Big(100);

function nonNegative(value: unknown): Big {
  const decimal = inputDecimal(value);
  return decimal === null || decimal.lt(0) ? ZERO : decimal.round(2, Big.roundHalfUp);
}

/**
 * A quantity, rate or discount as entered: negative or unreadable → 0, to the input's 0.01 step (half-up); beyond
 * MAX_INPUT → 0 as well (refused: lineItemsError).
 */
export function amountInput(value: unknown): number {
  return nonNegative(value).toNumber();
}

/** A surcharge or tax percentage clamped to 0..100 (unreadable → 0); decimals are kept (8.875 %). */
export function percentInput(value: unknown): number {
  const decimal = toDecimal(value) ?? ZERO;
  return (decimal.lt(0) ? ZERO : decimal.gt(HUNDRED) ? HUNDRED : decimal).toNumber();
}

/** Item total in cents: quantity × rate, half-up to the cent. */
export function lineItemTotalCents(item: unknown): number {
  const { quantity, rate } = (item ?? {}) as { quantity?: unknown; rate?: unknown };
  return toCents(nonNegative(quantity).times(nonNegative(rate)));
}

/** The line-item field's error when a line's quantity or rate is above MAX_INPUT; undefined for none. */
export function lineItemsError(items: readonly unknown[]): string | undefined {
  const lines = items as readonly ({ quantity?: unknown; rate?: unknown } | null | undefined)[];
  if (lines.some((line) => isAboveInput(line?.quantity))) return QUANTITY_TOO_LARGE;
  if (lines.some((line) => isAboveInput(line?.rate))) return RATE_TOO_LARGE;
  return undefined;
}

export interface TotalsAdjustments {
  /** An amount in dollars taken off the subtotal (not a percentage). */
  discount?: unknown;
  surchargePercent?: unknown;
  taxPercent?: unknown;
}

/** The totals of a form's line items, in whole cents. */
export interface LineItemTotals {
  subtotalCents: number;
  /** The discount applied: the entered one, at most the subtotal. */
  discountCents: number;
  /** subtotal − discount, the base of surcharge and tax. */
  discountedCents: number;
  surchargeCents: number;
  taxCents: number;
  totalCents: number;
  /** AMOUNT_TOO_LARGE when the subtotal or total is beyond MAX_CENTS. */
  error?: string;
}

/**
 * The totals of a line-item table (spec 3 §5), rounded half-up at fixed points: each item total to the cent,
 * then the discounted base (the discount, never negative and at most the subtotal, to the cent), then the surcharge
 * and the tax, each a percentage (0..100) of the discounted base, each to the cent. Total = discounted + surcharge
 * + tax.
 */
export function computeLineItemTotals(items: readonly unknown[], adjustments: TotalsAdjustments = {}): LineItemTotals {
  const subtotal = items.reduce((sum: Big, item) => sum.plus(lineItemTotalCents(item)), ZERO);
  const discount = nonNegative(adjustments.discount).times(100);
  const discounted = subtotal.minus(discount.gt(subtotal) ? subtotal : discount);
  const percentOf = (percent: unknown) => discounted.times(percentInput(percent)).div(100).round(0, Big.roundHalfUp);
  const surcharge = percentOf(adjustments.surchargePercent);
  const tax = percentOf(adjustments.taxPercent);
  const total = discounted.plus(surcharge).plus(tax);
  return {
    subtotalCents: subtotal.toNumber(),
    discountCents: subtotal.minus(discounted).toNumber(),
    discountedCents: discounted.toNumber(),
    surchargeCents: surcharge.toNumber(),
    taxCents: tax.toNumber(),
    totalCents: total.toNumber(),
    ...(total.gt(MAX_CENTS) || subtotal.gt(MAX_CENTS) ? { error: AMOUNT_TOO_LARGE } : {}),
  };
}
