import { describe, expect, it } from '@jest/globals';
import { buildSchema, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { SEARCH_DEFAULT_LIMIT } from '../../assets/asset-search.js';
import { COMPLEX_JOBS_DEFAULT_LIMIT } from '../../jobs/jobs.service.js';
import { DEFAULT_LIST_SIZE, DEFAULT_PAGE_SIZE, operationCost } from './cost.js';
import { fragmentsOf, operationRefusal } from './operation-limits.js';

const schema = buildSchema(`
  input PageInfoInput { nextPageKey: String, limit: Int }
  input Filters { search: String, pageInfo: PageInfoInput }
  input JobInput { id: ID! }
  type Task { id: ID!, days: [String!]! }
  type Job { id: ID!, name: String!, tasks: [Task!]! }
  type PageInfo { hasNextPage: Boolean!, totalCount: Int! }
  type JobPage { items: [Job!]!, pageInfo: PageInfo! }
  type Query {
    job: Job
    jobs: [Job!]!
    page(filters: Filters): JobPage!
    many(inputs: [JobInput!]!): [Job!]!
  }
`);

function cost(query: string, variables: Record<string, unknown> = {}) {
  const document = parse(query);
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  return operationCost(schema, operation, fragmentsOf(document), variables);
}

describe('operationCost', () => {
  it('counts each field once, a scalar list as one field and __typename as none', () => {
    expect(cost('{ job { id name __typename } }')).toBe(3);
    expect(cost('{ job { tasks { days } } }')).toBe(2 + DEFAULT_LIST_SIZE);
  });

  it('counts a list without a size as DEFAULT_LIST_SIZE items, nested lists multiplied', () => {
    expect(cost('{ jobs { id } }')).toBe(1 + DEFAULT_LIST_SIZE);
    expect(cost('{ jobs { id tasks { id } } }')).toBe(1 + DEFAULT_LIST_SIZE * (2 + DEFAULT_LIST_SIZE));
  });

  it("counts a page's list at its limit, given inline, by a variable or by a variable's default", () => {
    const page = (limit: string) => `page(filters: { pageInfo: { limit: ${limit} } }) {
      items { id tasks { id } } pageInfo { hasNextPage } }`;
    const expected = (limit: number) => 1 + (1 + limit * (2 + DEFAULT_LIST_SIZE)) + 2;
    expect(cost(`{ ${page('40')} }`)).toBe(expected(40));
    expect(cost(`query($n: Int) { ${page('$n')} }`, { n: 2000 })).toBe(expected(2000));
    expect(cost(`query($n: Int = 7) { ${page('$n')} }`)).toBe(expected(7));
    expect(cost('query($f: Filters) { page(filters: $f) { items { id } } }', { f: { pageInfo: { limit: 3 } } })).toBe(
      5,
    );
  });

  it('counts a page without a limit at DEFAULT_PAGE_SIZE, which no GraphQL page exceeds by default', () => {
    // complexJobs and getAvailableAssetSchedule
    expect(Math.max(COMPLEX_JOBS_DEFAULT_LIMIT, SEARCH_DEFAULT_LIMIT)).toBeLessThanOrEqual(DEFAULT_PAGE_SIZE);
    expect(cost('{ page { items { id } } }')).toBe(2 + DEFAULT_PAGE_SIZE);
  });

  it('counts a nonsense limit (refused later by validation) as a missing one', () => {
    expect(cost('query($n: Int) { page(filters: { pageInfo: { limit: $n } }) { items { id } } }', { n: 'x' })).toBe(
      2 + DEFAULT_PAGE_SIZE,
    );
  });

  it('counts a list answering one item per input at the number of inputs', () => {
    expect(cost('{ many(inputs: [{ id: "a" }, { id: "b" }]) { id } }')).toBe(3);
    expect(cost('query($i: [JobInput!]!) { many(inputs: $i) { id } }', { i: Array(500).fill({ id: 'a' }) })).toBe(501);
  });

  it('counts every alias and every spread of a fragment', () => {
    const query = `{ a: jobs { ...Job } b: jobs { ...Job } ... on Query { job { ...Job } } }
      fragment Job on Job { id name }`;
    expect(cost(query)).toBe(2 * (1 + DEFAULT_LIST_SIZE * 2) + 3);
  });

  it('takes no exponential time over fragments that spread others twice', () => {
    const levels = 60;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Job { ${i + 1 < levels ? `...F${i + 1} a${i}: tasks { id } ...F${i + 1}` : 'id'} }`,
    );
    const started = performance.now();
    expect(cost(`{ job { ...F0 } } ${fragments.join(' ')}`)).toBeGreaterThan(2 ** levels);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('operationRefusal', () => {
  it('measures a repeated operation by its variables: a kept cost for the same ones, a new one for others', () => {
    const document = parse(
      'query($n: Int) { page(filters: { pageInfo: { limit: $n } }) { items { id tasks { id } } } }',
    );
    const operation = document.definitions[0] as OperationDefinitionNode;
    const refusal = (variables: Record<string, unknown>) =>
      operationRefusal({ document, operation, schema, request: { variables } })?.extensions.code;
    // 1 + 1 + n * (2 + DEFAULT_LIST_SIZE): 20,000 items are too many.
    for (let round = 0; round < 2; round++) {
      expect(refusal({ n: 10 })).toBeUndefined();
      expect(refusal({ n: 20_000 })).toBe('QUERY_TOO_COSTLY');
      expect(refusal({ n: 10 })).toBeUndefined();
    }
    expect(refusal({ n: 20_000, pad: 'x'.repeat(2000) })).toBe('QUERY_TOO_COSTLY');
  });
});
