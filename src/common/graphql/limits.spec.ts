import { describe, expect, it } from '@jest/globals';
import { buildSchema, parse, validate } from 'graphql';
import { queryLimits } from './limits.js';

const schema = buildSchema(`
  type Node { id: ID!, child: Node }
  type Query { node: Node }
`);
const errors = (query: string, depth = 3, fields = 10) =>
  validate(schema, parse(query), [queryLimits(depth, fields)]).map((error) => error.message);

describe('queryLimits', () => {
  it('accepts queries within the limits', () => {
    expect(errors('{ node { child { id } } }')).toEqual([]);
  });

  it('refuses a query deeper than allowed, fragments included', () => {
    expect(errors('{ node { child { child { id } } } }')).toEqual(['Query is too deep: 4 levels, at most 3 allowed.']);
    expect(errors('{ node { ...F } } fragment F on Node { child { child { id } } }')).toEqual([
      'Query is too deep: 4 levels, at most 3 allowed.',
    ]);
  });

  it('measures fragments that spread others twice without exponential time', () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Node { ${i + 1 < levels ? `...F${i + 1} child { ...F${i + 1} }` : 'id'} }`,
    );
    const started = performance.now();
    expect(errors(`{ node { ...F0 } } ${fragments.join(' ')}`)).toEqual([
      'Query is too deep: 41 levels, at most 3 allowed.',
      `Query is too large: ${2 ** 40} fields, at most 10 allowed.`,
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses a query with too many fields', () => {
    const wide = `{ ${Array.from({ length: 11 }, (_, i) => `n${i}: node { id }`).join(' ')} }`;
    expect(errors(wide, 5, 20)).toEqual(['Query is too large: 22 fields, at most 20 allowed.']);
  });
});
