/**
 * The databinding expressions of form templates (spec 3 §3: `databinding.expression`, and `hiddenIf` / `visibleIf`
 * written as text), evaluated by this small interpreter: never `eval` or `new Function`. No expression library is
 * installed (../shared/STACK.md names none), so **Decision** (the spec shows no grammar, only `job.customerName`):
 *
 * - literals: numbers (`12`, `2.5`), strings in single or double quotes (`\` escapes the next character), `true`,
 *   `false`, `null`;
 * - names, read from the scope (the form's values by field id, and what the page supplies: `user`, `branch`, …);
 *   member access `a.b`, `a["field-id"]`, `a[0]`; reading through a missing value gives `undefined`, not an error;
 * - unary `!`, `-`, `+`; `*`, `/`, `%`; `+` (text when either side is text, else numbers), `-`; comparisons `<`,
 *   `<=`, `>`, `>=`; `==` / `===` (both strict), `!=` / `!==`; `&&`, `||`, `??`; `cond ? a : b`; parentheses.
 *
 * There are no function calls, no assignments and no way to reach a prototype: only own properties of plain
 * objects, lists and text are read, and `constructor`, `prototype` and `__proto__` are never read. An expression
 * that does not parse, or asks for something outside this, throws ExpressionError (the renderer then ignores it).
 */

export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

/** Longest expression read, and deepest nesting: a template cannot make the renderer work without bound. */
const MAX_LENGTH = 2000;
const MAX_DEPTH = 64;

type Token =
  | { kind: 'number'; value: number }
  | { kind: 'string'; value: string }
  | { kind: 'name'; value: string }
  | { kind: 'op'; value: string };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '?',
  ':',
  '.',
  '(',
  ')',
  '[',
  ']',
];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at];
    if (/\s/.test(char)) {
      at += 1;
      continue;
    }
    const number = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(source.slice(at));
    if (number) {
      tokens.push({ kind: 'number', value: Number(number[0]) });
      at += number[0].length;
      continue;
    }
    if (char === '"' || char === "'") {
      let text = '';
      let end = at + 1;
      while (end < source.length && source[end] !== char) {
        if (source[end] === '\\' && end + 1 < source.length) end += 1;
        text += source[end];
        end += 1;
      }
      if (end >= source.length) throw new ExpressionError('Unterminated text');
      tokens.push({ kind: 'string', value: text });
      at = end + 1;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(source.slice(at));
    if (name) {
      tokens.push({ kind: 'name', value: name[0] });
      at += name[0].length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, at));
    if (!op) throw new ExpressionError(`Unexpected "${char}"`);
    tokens.push({ kind: 'op', value: op });
    at += op.length;
  }
  return tokens;
}

export type ExpressionNode =
  | { kind: 'literal'; value: unknown }
  | { kind: 'name'; name: string }
  | { kind: 'member'; object: ExpressionNode; property: ExpressionNode }
  | { kind: 'unary'; op: string; operand: ExpressionNode }
  | { kind: 'binary'; op: string; left: ExpressionNode; right: ExpressionNode }
  | { kind: 'conditional'; test: ExpressionNode; then: ExpressionNode; otherwise: ExpressionNode };

/** Binary operators by precedence, loosest first. */
const LEVELS = [
  ['??'],
  ['||'],
  ['&&'],
  ['==', '!=', '===', '!=='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

/** Parses an expression (cached: templates repeat theirs on every render). */
export function parseExpression(source: string): ExpressionNode {
  const cached = cache.get(source);
  if (cached) return cached;
  if (source.length > MAX_LENGTH) throw new ExpressionError('Expression too long');
  const tokens = tokenize(source);
  let at = 0;
  let depth = 0;
  const peek = () => tokens[at] as Token | undefined;
  const isOp = (value: string) => peek()?.kind === 'op' && peek()?.value === value;
  const expect = (value: string) => {
    if (!isOp(value)) throw new ExpressionError(`Expected "${value}"`);
    at += 1;
  };
  const nested = <T>(parse: () => T): T => {
    depth += 1;
    if (depth > MAX_DEPTH) throw new ExpressionError('Expression too deep');
    try {
      return parse();
    } finally {
      depth -= 1;
    }
  };

  const conditional = (): ExpressionNode =>
    nested(() => {
      const test = binary(0);
      if (!isOp('?')) return test;
      at += 1;
      const then = conditional();
      expect(':');
      return { kind: 'conditional', test, then, otherwise: conditional() };
    });
  const binary = (level: number): ExpressionNode => {
    if (level === LEVELS.length) return unary();
    let left = binary(level + 1);
    for (let token = peek(); token?.kind === 'op' && LEVELS[level].includes(token.value); token = peek()) {
      at += 1;
      left = { kind: 'binary', op: token.value, left, right: binary(level + 1) };
    }
    return left;
  };
  const unary = (): ExpressionNode => {
    const token = peek();
    if (token?.kind === 'op' && ['!', '-', '+'].includes(token.value)) {
      at += 1;
      return nested(() => ({ kind: 'unary', op: token.value, operand: unary() }));
    }
    return postfix();
  };
  const postfix = (): ExpressionNode => {
    let node = primary();
    for (;;) {
      if (isOp('.')) {
        at += 1;
        const name = peek();
        if (name?.kind !== 'name') throw new ExpressionError('Expected a name after "."');
        at += 1;
        node = { kind: 'member', object: node, property: { kind: 'literal', value: name.value } };
      } else if (isOp('[')) {
        at += 1;
        const property = conditional();
        expect(']');
        node = { kind: 'member', object: node, property };
      } else if (isOp('(')) {
        throw new ExpressionError('Function calls are not allowed');
      } else {
        return node;
      }
    }
  };
  const primary = (): ExpressionNode => {
    const token = peek();
    if (!token) throw new ExpressionError('Unexpected end of expression');
    at += 1;
    if (token.kind === 'number' || token.kind === 'string') return { kind: 'literal', value: token.value };
    if (token.kind === 'name') {
      if (token.value === 'true') return { kind: 'literal', value: true };
      if (token.value === 'false') return { kind: 'literal', value: false };
      if (token.value === 'null') return { kind: 'literal', value: null };
      return { kind: 'name', name: token.value };
    }
    if (token.value === '(') {
      const inner = conditional();
      expect(')');
      return inner;
    }
    throw new ExpressionError(`Unexpected "${token.value}"`);
  };

  const tree = conditional();
  if (at < tokens.length) throw new ExpressionError(`Unexpected "${String(tokens[at].value)}"`);
  if (cache.size > 500) cache.clear();
  cache.set(source, tree);
  return tree;
}

const cache = new Map<string, ExpressionNode>();

const FORBIDDEN = new Set(['constructor', 'prototype', '__proto__']);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** An own property of a plain object, a list or a text; anything else is undefined. */
function read(object: unknown, property: unknown): unknown {
  if (typeof property !== 'string' && typeof property !== 'number') return undefined;
  const key = String(property);
  if (FORBIDDEN.has(key)) throw new ExpressionError(`"${key}" cannot be read`);
  if (typeof object === 'string') {
    if (key === 'length') return object.length;
    return /^\d+$/.test(key) ? object[Number(key)] : undefined;
  }
  if (Array.isArray(object)) {
    if (key === 'length') return object.length;
    return /^\d+$/.test(key) ? (object as unknown[])[Number(key)] : undefined;
  }
  if (isPlainObject(object)) return Object.hasOwn(object, key) ? object[key] : undefined;
  return undefined;
}

const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;

const toText = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

function compare(op: string, left: unknown, right: unknown): boolean {
  const [a, b] =
    typeof left === 'string' && typeof right === 'string' ? [left, right] : [toNumber(left), toNumber(right)];
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  return a >= b;
}

function evaluateNode(node: ExpressionNode, scope: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'name':
      return read(scope, node.name);
    case 'member':
      return read(evaluateNode(node.object, scope), evaluateNode(node.property, scope));
    case 'unary': {
      const value = evaluateNode(node.operand, scope);
      if (node.op === '!') return !value;
      return node.op === '-' ? -toNumber(value) : toNumber(value);
    }
    case 'conditional':
      return evaluateNode(node.test, scope) ? evaluateNode(node.then, scope) : evaluateNode(node.otherwise, scope);
    case 'binary': {
      const left = evaluateNode(node.left, scope);
      if (node.op === '&&') return left ? evaluateNode(node.right, scope) : left;
      if (node.op === '||') return left ? left : evaluateNode(node.right, scope);
      if (node.op === '??') return left ?? evaluateNode(node.right, scope);
      const right = evaluateNode(node.right, scope);
      switch (node.op) {
        case '==':
        case '===':
          return left === right;
        case '!=':
        case '!==':
          return left !== right;
        case '+':
          return typeof left === 'string' || typeof right === 'string'
            ? toText(left) + toText(right)
            : toNumber(left) + toNumber(right);
        case '-':
          return toNumber(left) - toNumber(right);
        case '*':
          return toNumber(left) * toNumber(right);
        case '/':
          return toNumber(left) / toNumber(right);
        case '%':
          return toNumber(left) % toNumber(right);
        default:
          return compare(node.op, left, right);
      }
    }
  }
}

/** Evaluates an expression over a scope (read-only: nothing in the scope is changed). Throws ExpressionError. */
export function evaluateExpression(source: string, scope: Record<string, unknown>): unknown {
  return evaluateNode(parseExpression(source), scope);
}

/** The expression's value, or `undefined` when it cannot be evaluated (a template's mistake never breaks a form). */
export function tryEvaluate(source: string, scope: Record<string, unknown>): unknown {
  try {
    const value = evaluateExpression(source, scope);
    return typeof value === 'number' && !Number.isFinite(value) ? undefined : value;
  } catch (failure) {
    if (failure instanceof ExpressionError) return undefined;
    throw failure;
  }
}
