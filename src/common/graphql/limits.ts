import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_FIELDS = 1000;
/**
 * The most fields an answer may hold by `operationCost` (cost.ts). The client's costliest query, a dispatch day of
 * 2,000 jobs with their tasks, costs about 58,000 (client-documents.spec.ts checks every client document).
 */
export const MAX_QUERY_COST = 100_000;
/** Fields at the root of one operation (aliases count), and of those at most MAX_MUTATIONS mutations. */
export const MAX_ROOT_FIELDS = 10;
export const MAX_MUTATIONS = 5;

interface Size {
  depth: number;
  fields: number;
}

/**
 * Refuses operations nested deeper than `maxDepth` or selecting more than `maxFields` fields in all
 * (fragments expanded), before anything is resolved.
 */
export function queryLimits(maxDepth = MAX_QUERY_DEPTH, maxFields = MAX_QUERY_FIELDS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    // Each fragment is measured once: spreading one twice, and that one another twice, and so on, would otherwise
    // take exponential time.
    const fragmentSizes = new Map<string, Size>();
    const fragmentSize = (name: string): Size => {
      const known = fragmentSizes.get(name);
      if (known) return known;
      fragmentSizes.set(name, { depth: 0, fields: 0 }); // a cycle (refused by validation anyway) ends here
      const fragment = fragments.get(name);
      const size = fragment ? measure(fragment.selectionSet) : { depth: 0, fields: 0 };
      fragmentSizes.set(name, size);
      return size;
    };
    /** The depth below `set` and the fields in it. */
    const measure = (set: SelectionSetNode): Size => {
      let depth = 0;
      let fields = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const inner = selection.selectionSet ? measure(selection.selectionSet) : { depth: 0, fields: 0 };
          depth = Math.max(depth, inner.depth + 1);
          fields += inner.fields + 1;
        } else {
          const inner =
            selection.kind === Kind.INLINE_FRAGMENT
              ? measure(selection.selectionSet)
              : fragmentSize(selection.name.value);
          depth = Math.max(depth, inner.depth);
          fields += inner.fields;
        }
      }
      return { depth, fields };
    };
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet);
        if (depth > maxDepth) {
          context.reportError(new GraphQLError(`Query is too deep: ${depth} levels, at most ${maxDepth} allowed.`));
        }
        if (fields > maxFields) {
          context.reportError(new GraphQLError(`Query is too large: ${fields} fields, at most ${maxFields} allowed.`));
        }
      },
    };
  };
}
