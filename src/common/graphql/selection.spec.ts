import { describe, expect, it } from '@jest/globals';
import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { selectedFields } from './selection.js';

/** The resolve info of the query's first root field. */
function infoOf(query: string) {
  const { definitions } = parse(query);
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
  const fragments = definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
  return {
    fieldNodes: [operation.selectionSet.selections[0] as FieldNode],
    fragments: Object.fromEntries(fragments.map((fragment) => [fragment.name.value, fragment])),
  };
}

const sorted = (fields: ReadonlySet<string>) => [...fields].sort();

describe('selectedFields', () => {
  it('names the fields selected at a path, and none where nothing is', () => {
    const info = infoOf('{ page { items { id name color { code } } pageInfo { totalCount } } }');
    expect(sorted(selectedFields(info))).toEqual(['items', 'pageInfo']);
    expect(sorted(selectedFields(info, 'items'))).toEqual(['color', 'id', 'name']);
    expect(sorted(selectedFields(info, 'items', 'color'))).toEqual(['code']);
    expect(sorted(selectedFields(info, 'items', 'tasks'))).toEqual([]);
  });

  it('looks through named and inline fragments, and merges a field selected twice', () => {
    const info =
      infoOf(`{ page { items { ...Calendar __typename } ... on Page { items { ... on Job { tasks { id } } } } } }
      fragment Calendar on Job { id startDate }`);
    expect(sorted(selectedFields(info, 'items'))).toEqual(['__typename', 'id', 'startDate', 'tasks']);
    expect(sorted(selectedFields(info, 'items', 'tasks'))).toEqual(['id']);
  });
});
