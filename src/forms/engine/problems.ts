import { z } from 'zod';

export type ProblemPath = (string | number)[];

/**
 * One thing wrong with a template or a config. `path` leads from the checked document's root to the offending
 * value (the JSON editor underlines it with jsonc-parser's findNodeAtLocation); `message` is for people.
 */
export interface Problem {
  path: ProblemPath;
  message: string;
}

/** `layouts.web.fields.2.columnEnd`: the dotted form the REST `errors` keys and the editors' lists use. */
export function formatPath(path: ProblemPath): string {
  return path.join('.');
}

/** `layouts.web.fields.2.columnEnd: Must be a whole number`, or just the message at the root. */
export function formatProblem(problem: Problem): string {
  return problem.path.length ? `${formatPath(problem.path)}: ${problem.message}` : problem.message;
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const expectedText = (expected: string): string => EXPECTED[expected] ?? expected;

/** z.int() reports a string as "expected number": say what it really wants. */
const wantsWholeNumber = (schema: unknown): boolean =>
  ['safeint', 'int32', 'uint32'].includes(
    String((schema as { _zod?: { def?: { format?: unknown } } })?._zod?.def?.format),
  );

const quoteValue = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : String(value));

/** Every branch of a failed union wanted another type at the same place: "Must be text or a list". */
function unionMessage(branches: readonly (readonly z.core.$ZodIssue[])[]): string {
  const expected = branches.map((issues) =>
    issues.length === 1 && issues[0].code === 'invalid_type' && issues[0].path.length === 0
      ? issues[0].expected
      : undefined,
  );
  if (expected.every((type) => type !== undefined)) {
    return `Must be ${[...new Set(expected)].map(expectedText).join(' or ')}`;
  }
  return 'Does not match any of the allowed shapes';
}

function sizeMessage(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig>): string {
  const small = issue.code === 'too_small';
  const limit = Number(issue[small ? 'minimum' : 'maximum']);
  const bound = small ? 'least' : 'most';
  if (issue.origin === 'string')
    return small && limit === 1 ? 'Must not be empty' : `Must have at ${bound} ${limit} characters`;
  if (issue.origin === 'array') return `Must have at ${bound} ${limit} item${limit === 1 ? '' : 's'}`;
  return issue.inclusive === false
    ? `Must be ${small ? 'greater' : 'less'} than ${limit}`
    : `Must be at ${bound} ${limit}`;
}

function formatMessage(format: string): string {
  if (format === 'email') return 'Invalid Email';
  if (format === 'uuid' || format === 'guid') return 'Must be a UUID';
  return `Must be a valid ${format}`;
}

/** Plain messages for zod's issues; schemas that carry their own message keep it, other issues keep zod's. */
export const problemMessages: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type') {
    if (issue.input === undefined) return 'Required';
    return `Must be ${expectedText(wantsWholeNumber(issue.inst) ? 'int' : issue.expected)}`;
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') return sizeMessage(issue);
  if (issue.code === 'invalid_value') {
    return issue.values.length === 1
      ? `Must be ${quoteValue(issue.values[0])}`
      : `Must be one of: ${issue.values.map((value) => String(value)).join(', ')}`;
  }
  if (issue.code === 'invalid_format') return formatMessage(issue.format);
  if (issue.code === 'invalid_union') return unionMessage(issue.errors);
  if (issue.code === 'unrecognized_keys')
    return `Unknown key${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
  return undefined;
};

const toPath = (path: readonly PropertyKey[]): ProblemPath =>
  path.map((key) => (typeof key === 'number' ? key : String(key)));

export function problemsOf(error: z.ZodError, prefix: ProblemPath = []): Problem[] {
  return error.issues.map((issue) => ({ path: [...prefix, ...toPath(issue.path)], message: issue.message }));
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: Problem[] };

/** Parses with the plain messages above: the value (unknown keys kept where the schema is loose) or the problems. */
export function parseWithProblems<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input, { error: problemMessages });
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: problemsOf(result.error) };
}
