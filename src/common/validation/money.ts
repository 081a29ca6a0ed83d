/** The largest amount of cents accepted: ten billion dollars, far inside a double's exact integers. */
export const MAX_CENTS = 1_000_000_000_000;

/**
 * Dollars (a number, or a string such as "1250.50" or "$1,250.50") as whole cents; a negative amount is null
 * (spec 2 §5 quotedCost), and so is an empty value. Returns undefined for text that is no amount.
 */
export function dollarsToCents(value: number | string | null | undefined): number | null | undefined {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value.trim().replace(/^\$/, '').replace(/,/g, '') : value;
  if (text === '') return null;
  const dollars = Number(text);
  if (!Number.isFinite(dollars)) return undefined;
  return centsOrNull(dollars * 100);
}

/** Cents rounded to a whole number; a negative amount is null. */
export function centsOrNull(cents: number | null | undefined): number | null {
  if (cents === null || cents === undefined || cents < 0) return null;
  return Math.round(cents);
}
