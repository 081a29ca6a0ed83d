import { createHash } from 'node:crypto';
import Handlebars, { type HelperDelegate, type HelperOptions, type TemplateDelegate } from 'handlebars';
import {
  cents,
  DATE_PATTERN,
  DATE_TIME_PATTERN,
  dateText,
  displayText,
  formatValue,
  hours,
  money,
  number,
  TIME_PATTERN,
  yesNo,
  isPdfValueFormat,
  type FormatOptions,
} from './format.js';
import { patternText } from './pattern-text.js';
import type { SpecDatePattern } from '../../common/date-formats.js';
import { PdfTemplateError } from '../../pdf/pdf-errors.js';

/*
 * The Handlebars environment of PDF templates (docs/pdf.md). An admin writes these templates, so:
 * - an environment of its own (`Handlebars.create()`) with a fixed set of helpers, and only those (`knownHelpersOnly`:
 *   an unknown helper is a compile error); no `log` helper (an admin's template must not write to the server's log);
 * - prototype access stays off (`allowProto*` is never set), so `{{constructor.constructor}}` and the like are empty;
 * - the source must be text (Handlebars compiles a given AST object without parsing it);
 * - `{{#each}}` is limited to EACH_LIMIT iterations per render, so nested loops cannot keep the server busy;
 * - every failure is a PdfTemplateError (400) with Handlebars' message and, when it gives one, the line.
 */

/** Items `{{#each}}` may walk in one render, all loops together. */
export const EACH_LIMIT = 100_000;
/** Characters a template may produce (the HTML handed to Chromium). */
export const OUTPUT_LIMIT = 20_000_000;
/** Compiled templates kept, by content hash. */
const CACHE_SIZE = 200;

const env = Handlebars.create();
env.unregisterHelper('log');

const builtInEach = env.helpers.each;

interface RenderData {
  eachBudget: { left: number };
  formatOptions?: FormatOptions;
}

function sizeOf(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
}

env.registerHelper('each', function (this: unknown, ...args: unknown[]) {
  const options = args.at(-1) as HelperOptions;
  const budget = (options.data as RenderData | undefined)?.eachBudget;
  if (budget && args.length > 1) {
    budget.left -= sizeOf(args[0]);
    if (budget.left < 0) throw new Error(`{{#each}} went over ${EACH_LIMIT.toLocaleString('en-US')} items`);
  }
  return builtInEach.apply(this, args as Parameters<HelperDelegate>) as unknown;
});

/** Handlebars passes its options object as the last argument; a helper's optional arguments come before it. */
function optional<T>(value: T | HelperOptions): T | undefined {
  return value !== null && typeof value === 'object' && 'hash' in value && 'data' in value ? undefined : (value as T);
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The helpers, each taking any value and answering text or a boolean; none throws for odd input. */
const HELPERS: Record<string, HelperDelegate> = {
  /** `{{money total}}`: dollars → `$1,234.50`. */
  money: (value: unknown) => money(value),
  /** `{{cents amountCents}}`: whole cents → `$1,234.50`. */
  cents: (value: unknown) => cents(value),
  /** `{{formatNumber qty}}`, `{{formatNumber qty 0}}`: separators, at most 2 (or the given) decimals. */
  formatNumber: (value: unknown, places: unknown) => {
    const digits = optional(places);
    return number(value, typeof digits === 'number' && digits >= 0 && digits <= 10 ? digits : 2);
  },
  /** `{{formatHours totalHours}}`: `8.50`. */
  formatHours: (value: unknown) => hours(value),
  /** `{{formatDate workDate}}` (MM/dd/yyyy) or `{{formatDate workDate "MMM d, yyyy"}}` (a date-fns pattern). */
  formatDate: (value: unknown, ...rest: unknown[]) => dateHelper(value, rest, DATE_PATTERN),
  /** `{{formatTime startTime}}` (h:mmaaa: `7:30am`) or a date-fns pattern. */
  formatTime: (value: unknown, ...rest: unknown[]) => dateHelper(value, rest, TIME_PATTERN),
  /** `{{formatDateTime submission.submitDateTime}}` (MM/dd/yyyy, h:mmaaa: `11/20/2026, 4:42pm`) or a date-fns pattern. */
  formatDateTime: (value: unknown, ...rest: unknown[]) => dateHelper(value, rest, DATE_TIME_PATTERN),
  /** `{{yesNo riggingInspected}}`: Yes / No. */
  yesNo: (value: unknown) => yesNo(value),
  /** `{{display job}}`: any value as people read it (records by name, lists joined with `; `). */
  display: (value: unknown) => displayText(value),
  /** `{{formatAs value "money"}}`: any PDF-config format by name. */
  formatAs: (value: unknown, format: unknown) =>
    isPdfValueFormat(format) ? formatValue(value, format) : displayText(value),
  /** `{{join crew}}`, `{{join tags ", "}}`: list items by name. */
  join: (list: unknown, separator: unknown) => {
    const items = Array.isArray(list) ? list : isEmpty(list) ? [] : [list];
    const joiner = optional(separator);
    return items
      .map((item) => displayText(item))
      .filter(Boolean)
      .join(typeof joiner === 'string' ? joiner : '; ');
  },
  /** `{{default customerName "—"}}`: the value unless it is empty. */
  default: (value: unknown, fallback: unknown) => (isEmpty(value) ? optional(fallback) : value),
  /** `{{#if (eq status "Approved")}}`. */
  eq: (a: unknown, b: unknown) => a === optional(b),
  ne: (a: unknown, b: unknown) => a !== optional(b),
  not: (value: unknown) => !value || (Array.isArray(value) && value.length === 0),
  and: (...args: unknown[]) => args.slice(0, -1).every(Boolean),
  or: (...args: unknown[]) => args.slice(0, -1).some(Boolean),
  /** `{{#if (isEmpty photos)}}`: null, '', or an empty list. */
  isEmpty: (value: unknown) => isEmpty(value),
};

/** A date helper's call: `(value, options)` or `(value, pattern, options)`; instants use the render's time zone. */
function dateHelper(value: unknown, rest: unknown[], fallback: SpecDatePattern): string {
  const options = rest.at(-1) as HelperOptions;
  const pattern = rest.length > 1 ? rest[0] : undefined;
  const formatOptions = (options.data as RenderData | undefined)?.formatOptions;
  return typeof pattern === 'string' && pattern !== ''
    ? patternText(value, pattern, formatOptions)
    : dateText(value, fallback, formatOptions);
}

env.registerHelper(HELPERS);

/** The helpers an admin's template may use (for docs and the editor's hints). */
export const PDF_HELPERS = Object.keys(HELPERS).sort();

const COMPILE_OPTIONS = {
  knownHelpersOnly: true,
  knownHelpers: {
    ...Object.fromEntries(
      [...Object.keys(HELPERS), 'each', 'if', 'unless', 'with', 'lookup'].map((name) => [name, true]),
    ),
    // Handlebars counts its `log` as known unless told otherwise.
    log: false,
  },
};

const cache = new Map<string, TemplateDelegate>();

/** The line and column Handlebars names in its messages (`… - 3:5`, `Parse error on line 3:`). */
function templateError(error: unknown): PdfTemplateError {
  if (error instanceof PdfTemplateError) return error;
  if (error instanceof RangeError) {
    return new PdfTemplateError('PDF template error: the template nests or calls itself too deeply.');
  }
  const text = error instanceof Error ? error.message : String(error);
  const parse = /^Parse error on line (\d+):\n[\s\S]*\n(.+)$/.exec(text);
  if (parse) return new PdfTemplateError(`PDF template error on line ${parse[1]}: ${parse[2]}`, text, +parse[1]);
  const located = /^([\s\S]*) - (\d+):(\d+)$/.exec(text);
  if (located) {
    const [, message, line, column] = located;
    return new PdfTemplateError(`PDF template error on line ${line}: ${message}`, text, +line, +column);
  }
  return new PdfTemplateError(`PDF template error: ${text}`, text);
}

function textOf(source: unknown): string {
  if (typeof source !== 'string') throw new PdfTemplateError('PDF template error: the template must be text.');
  return source;
}

/**
 * Checks that a template compiles (for saving a PDF config): syntax and helper names. Throws PdfTemplateError.
 * (Handlebars' compile() is lazy: it would only find these at the first render.)
 */
export function checkTemplate(source: unknown): void {
  try {
    env.precompile(textOf(source), COMPILE_OPTIONS);
  } catch (error) {
    throw templateError(error);
  }
}

/** The compiled template, cached by a hash of its text (least recently used dropped first). */
function compileTemplate(source: string): TemplateDelegate {
  const key = createHash('sha256').update(source).digest('base64url');
  const template = cache.get(key) ?? env.compile(source, COMPILE_OPTIONS);
  cache.delete(key);
  if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
  cache.set(key, template);
  return template;
}

/**
 * The HTML an admin's template makes of `context`; a failure (compiling or rendering) is a PdfTemplateError (400).
 * `formatOptions` is the time zone the date helpers show instants in.
 */
export function renderTemplate(source: unknown, context: object, formatOptions?: FormatOptions): string {
  const template = compileTemplate(textOf(source));
  let html: string;
  try {
    const data: RenderData = { eachBudget: { left: EACH_LIMIT }, formatOptions };
    html = template(context, { data });
  } catch (error) {
    throw templateError(error);
  }
  if (html.length > OUTPUT_LIMIT) {
    throw new PdfTemplateError(
      `PDF template error: the document is larger than ${OUTPUT_LIMIT.toLocaleString('en-US')} characters.`,
    );
  }
  return html;
}
