/**
 * The form calculations (docs/forms-calculations.md): pure TypeScript shared by the server, which recomputes every
 * derived value on save, and the browser renderer, so both compute the same numbers.
 */
export {
  type ClockHours,
  type ClockTime,
  type ClockTimeValue,
  type OutTimeOption,
  CLOCK_ROUNDING_MINUTES,
  computeClockHours,
  editClockTime,
  editedMarker,
  isValidClockEdit,
  OUT_TIME_OPTION_COUNT,
  OUT_TIME_STEP_MINUTES,
  outTimeOptions,
} from './clock-hours.js';
export { centsToDollars, dollarsToCents, givenCentsOrNull, MAX_CENTS, typedDollarsToCents } from './decimal.js';
export { dueDate, paymentTermDays } from './due-date.js';
export {
  type InvoiceLineItem,
  type LineItemTotals,
  type PricebookItemLike,
  type QuoteLineItem,
  type TotalsAdjustments,
  amountInput,
  computeLineItemTotals,
  lineItemTotalCents,
  newQuoteLineItem,
  percentInput,
} from './line-items.js';
export { addDays, anchorToFormDate, dateTimeMs, isNextDay } from './local-date-time.js';
export * from './messages.js';
export {
  type CalcAttributes,
  type CalcTemplate,
  type CalcTemplateNode,
  type FieldValues,
  type Recomputed,
  recompute,
} from './recompute.js';
export { adderFieldIds, sumFieldValue } from './sum-field.js';
export { type TimeHours, type TimeHoursInput, computeTimeHours, HOURS_ROUNDING_MINUTES } from './time-hours.js';
