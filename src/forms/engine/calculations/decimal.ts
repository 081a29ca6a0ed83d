import Big from 'big.js';

/**
 * Decimal arithmetic for every derived number and every amount of money (line items, totals, a job's quoted cost, on
 * the server and in the browser): big.js, rounded half-up (ties away from zero) at the fixed points each rule names.
 * Floats are never used for arithmetic, only to carry results.
 */

/** The largest amount of cents accepted: ten billion dollars, far inside a double's exact integers. */
export const MAX_CENTS = 1_000_000_000_000;

const HALF_UP = Big.roundHalfUp;
/** Unambiguous (one way to match each digit), so a long run of digits cannot make it backtrack. */
const NUMERIC_TEXT = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/**
 * A number, or text holding one ("12.5", " 3 "), as a decimal; anything else (empty, "abc", NaN, Infinity,
 * objects) is null. A number is read as it prints (19.99 is exactly 19.99), so values are taken as typed.
 */
export function toDecimal(value: unknown): Big | null {
  const number = readNumber(value);
  return Number.isFinite(number) ? new Big(String(number)) : null;
}

/**
 * The largest size of a number the calculations take in (a quantity, rate or discount, a value a sum adds): the most
 * a total may be in dollars. Beyond it a value is refused (NUMBER_TOO_LARGE), and read as 0 meanwhile, so that no
 * product or sum leaves a double's range (1e308 × 2 is Infinity, which big.js cannot take).
 */
export const MAX_INPUT = MAX_CENTS / 100;

const readNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? parseNumericText(value) : NaN;

/** Whether the value reads as a number above MAX_INPUT ("1e400", too large for a double, included). */
export const isAboveInput = (value: unknown): boolean => readNumber(value) > MAX_INPUT;

/** Whether the value reads as a number beyond ±MAX_INPUT. */
export const isBeyondInput = (value: unknown): boolean => Math.abs(readNumber(value)) > MAX_INPUT;

/** toDecimal for the calculations' inputs: null beyond ±MAX_INPUT as well. */
export const inputDecimal = (value: unknown): Big | null => (isBeyondInput(value) ? null : toDecimal(value));

function parseNumericText(text: string): number {
  const trimmed = text.trim();
  return isNumericText(trimmed) ? Number(trimmed) : NaN;
}

/** Whether the text is a plain number as written ("-5", "+1.5", "2e3"), nothing before or after it. */
export const isNumericText = (text: string): boolean => NUMERIC_TEXT.test(text);

/** Half-up to `places` decimals, as a number (for values kept in JSON: hours, sums, dollar amounts); never -0. */
export function roundToNumber(value: Big, places = 2): number {
  const rounded = value.round(places, HALF_UP).toNumber();
  return rounded === 0 ? 0 : rounded;
}

/** A dollar amount as whole cents, half-up. */
export function toCents(dollars: Big): number {
  return dollars.times(100).round(0, HALF_UP).toNumber();
}

/** Whole cents as a dollar number (4998 → 49.98). */
export function centsToDollars(cents: number): number {
  return new Big(cents).div(100).toNumber();
}

/** A value as dollars rounded to whole cents (half-up), or null when it is no number. */
export function dollarsToCents(value: unknown): number | null {
  const dollars = toDecimal(value);
  return dollars === null ? null : toCents(dollars);
}

/**
 * Dollars as typed in a money input (a number, or text such as "1250.50" or "$1,250.50") as whole cents, half-up; a
 * negative or empty amount is null (spec 2 §5 quotedCost). Undefined for text that is no amount.
 */
export function typedDollarsToCents(value: number | string | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim().replace(/^\$/, '').replace(/,/g, '') : value;
  if (text === '') return null;
  const dollars = toDecimal(text);
  if (dollars === null) return undefined;
  return dollars.lt(0) ? null : toCents(dollars);
}

/** Cents given as such (a job's quotedCostCents) rounded half-up to whole cents; a negative or missing amount is none. */
export function givenCentsOrNull(cents: number | null | undefined): number | null {
  const value = toDecimal(cents);
  return value === null || value.lt(0) ? null : value.round(0, HALF_UP).toNumber();
}

/** `value` rounded to a whole multiple of `step` (> 0): half-up, or always up with `up`. */
export function roundToStep(value: Big, step: number, up = false): Big {
  return value
    .div(step)
    .round(0, up ? Big.roundUp : HALF_UP)
    .times(step);
}

/** Minutes as hours, half-up to two decimals (25 → 0.42). */
export function minutesToHours(minutes: Big): number {
  return roundToNumber(minutes.div(60));
}
