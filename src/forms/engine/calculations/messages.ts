import { MAX_INPUT } from './decimal.js';

const MAX_INPUT_TEXT = MAX_INPUT.toLocaleString('en-US');

/** Time field errors, word for word from spec 3 §5; the clock widget reuses them (clock-in ~ start, clock-out ~ stop). */
export const INVALID_START_TIME = 'Invalid Start Time';
export const INVALID_STOP_TIME = 'Invalid Stop Time';
export const INVALID_OUT_TIME = 'Invalid Out Time';
export const MISSING_START_AND_STOP = 'Must have start and stop time';

/** Not in the spec: a line-item table whose subtotal or total is beyond what the money columns hold. */
export const AMOUNT_TOO_LARGE = `The total must be at most $${MAX_INPUT_TEXT}.00.`;

/**
 * Not in the spec: a number a calculation takes in beyond MAX_INPUT: a line's quantity or rate, a discount (on their
 * field; negative ones are read as 0), a value a sum adds.
 */
export const QUANTITY_TOO_LARGE = `Quantity must be at most ${MAX_INPUT_TEXT}`;
export const RATE_TOO_LARGE = `Rate must be at most ${MAX_INPUT_TEXT}`;
export const NUMBER_TOO_LARGE = `Must be at most ${MAX_INPUT_TEXT}`;
export const NUMBER_OUT_OF_RANGE = `Must be between -${MAX_INPUT_TEXT} and ${MAX_INPUT_TEXT}`;

/** NUMBER_TOO_LARGE for a line-item table: which line and column. */
export const lineNumberTooLarge = (line: number, column: 'Quantity' | 'Rate'): string =>
  `Line ${line}: ${column} must be at most ${MAX_INPUT_TEXT}`;

/** Shown beside a clock time when more than one time exists (spec 3 §4, Clock time edits). */
export const EDITED_MARKER = '(edited)';
