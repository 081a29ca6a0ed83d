import { MAX_CENTS } from '../../../common/validation/money.js';

/** Time field errors, word for word from spec 3 §5; the clock widget reuses them (clock-in ~ start, clock-out ~ stop). */
export const INVALID_START_TIME = 'Invalid Start Time';
export const INVALID_STOP_TIME = 'Invalid Stop Time';
export const INVALID_OUT_TIME = 'Invalid Out Time';
export const MISSING_START_AND_STOP = 'Must have start and stop time';

/** Not in the spec: a line-item table whose subtotal or total is beyond what the money columns hold. */
export const AMOUNT_TOO_LARGE = `The total must be at most $${(MAX_CENTS / 100).toLocaleString('en-US')}.00.`;

/** Shown beside a clock time when more than one time exists (spec 3 §4, Clock time edits). */
export const EDITED_MARKER = '(edited)';
