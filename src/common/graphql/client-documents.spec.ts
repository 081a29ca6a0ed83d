import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  Kind,
  parse,
  specifiedRules,
  TypeInfo,
  typeFromAST,
  validate,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { MAX_JOB_INPUTS } from '../../jobs/dto/scheduling.input.js';
import { queryLimits } from './limits.js';
import { fragmentsOf, operationRefusal } from './operation-limits.js';
import { PAGE_INFO_INPUTS } from './page-info.js';

/*
 * Every GraphQL document the client sends (client/src, tests and generated code left out) must pass the server's
 * limits at its worst: each page at the largest size the server accepts, each list of inputs as long as it may be.
 * A client query that would exceed the budget fails here, not in a user's browser.
 */

const CLIENT_SOURCES = join(process.cwd(), 'client/src');
/** A document as the client writes one: graphql(`…`) (GraphQL Code Generator) or gql`…`. */
const DOCUMENT = /\b(?:graphql\(|gql)\s*`([^`]*)`/g;
/** The longest list of inputs the server accepts (scheduledAssetsForJobs' jobInputs). */
const LONGEST_INPUT_LIST = MAX_JOB_INPUTS;

function clientDefinitions(): DefinitionNode[] {
  const files = readdirSync(CLIENT_SOURCES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(join('api', 'gql')),
  );
  return files.flatMap((file) =>
    [...readFileSync(join(CLIENT_SOURCES, file), 'utf8').matchAll(DOCUMENT)].flatMap(([, text]) => {
      if (text.includes('${')) throw new Error(`${file}: a GraphQL document with \${…} (spread a fragment instead)`);
      return parse(text).definitions;
    }),
  );
}

/** The operation with the fragments it spreads (fragments are global, by name, as GraphQL Code Generator has it). */
function documentOf(operation: OperationDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread({ name: { value } }) {
        const fragment = fragments.get(value);
        if (fragment && !used.has(value)) {
          used.set(value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

/** A value as large as the server accepts for an input type: pages at their largest, lists of inputs at their longest. */
function largest(type: GraphQLInputType | undefined): unknown {
  const inner = type && getNullableType(type);
  if (isListType(inner)) {
    return isInputObjectType(getNamedType(inner)) ? Array(LONGEST_INPUT_LIST).fill(largest(inner.ofType)) : undefined;
  }
  if (!isInputObjectType(inner)) return undefined;
  const pageSize = PAGE_INFO_INPUTS.get(inner.name);
  if (pageSize !== undefined) return { limit: pageSize };
  return Object.fromEntries(Object.values(inner.getFields()).map((field) => [field.name, largest(field.type)]));
}

/** The operation's variables at their largest: a `$limit` of a page is that page's maximum. */
function largestVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const typeInfo = new TypeInfo(schema);
  visit(
    operation,
    visitWithTypeInfo(typeInfo, {
      ObjectField(node) {
        const parent = typeInfo.getParentInputType();
        const pageSize = parent && PAGE_INFO_INPUTS.get(getNamedType(parent).name);
        if (pageSize !== undefined && node.name.value === 'limit' && node.value.kind === Kind.VARIABLE) {
          values[node.value.name.value] = pageSize;
        }
      },
    }),
  );
  for (const { variable, type } of operation.variableDefinitions ?? []) {
    values[variable.name.value] ??= largest(typeFromAST(schema, type) as GraphQLInputType | undefined);
  }
  return values;
}

describe('the client’s GraphQL documents', () => {
  const schema = buildSchema(readFileSync(join(process.cwd(), 'src/schema.graphql'), 'utf8'));
  const definitions = clientDefinitions();
  const fragments = fragmentsOf({ kind: Kind.DOCUMENT, definitions });
  const operations = definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  const named = (operation: OperationDefinitionNode) => operation.name?.value ?? '(anonymous)';

  it('are found, the costliest among them', () => {
    expect(operations.map(named)).toEqual(
      expect.arrayContaining(['ScheduleComplexJobs', 'DispatchComplexJobs', 'DispatchScheduledAssets']),
    );
  });

  it('each keep every limit at the largest variables the server accepts', () => {
    const refused = operations.flatMap((operation) => {
      const document = documentOf(operation, fragments);
      const invalid = validate(schema, document, [...specifiedRules, queryLimits()]);
      const variables = largestVariables(schema, operation);
      const refusal = invalid[0] ?? operationRefusal({ document, operation, schema, request: { variables } });
      return refusal ? [`${named(operation)}: ${refusal.message}`] : [];
    });
    expect(refused).toEqual([]);
  });
});
