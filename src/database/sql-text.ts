/** A LIKE / ILIKE pattern matching `text` anywhere, with `\`, `%` and `_` in it taken literally. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A `bigint` column read as a JavaScript number (cents and counts stay far below 2^53). */
export const bigintAsNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
