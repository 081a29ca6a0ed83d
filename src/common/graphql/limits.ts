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
 * Refuses operations nested deeper than `maxDepth` or selecting more than `maxFields` fields in all
 * (fragments expanded), before anything is resolved.
 */
export function queryLimits(maxDepth = MAX_QUERY_DEPTH, maxFields = MAX_QUERY_FIELDS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    const measure = (set: SelectionSetNode, depth: number, seen: Set<string>): { depth: number; fields: number } => {
      let deepest = depth;
      let fields = 0;
      for (const selection of set.selections) {
        let inner: SelectionSetNode | undefined;
        let nextDepth = depth;
        let nextSeen = seen;
        if (selection.kind === Kind.FIELD) {
          fields += 1;
          inner = selection.selectionSet;
          nextDepth = depth + 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = selection.selectionSet;
        } else {
          const name = selection.name.value;
          if (seen.has(name)) continue;
          inner = fragments.get(name)?.selectionSet;
          nextSeen = new Set(seen).add(name);
        }
        if (inner) {
          const result = measure(inner, nextDepth, nextSeen);
          deepest = Math.max(deepest, result.depth);
          fields += result.fields;
        } else {
          deepest = Math.max(deepest, nextDepth);
        }
      }
      return { depth: deepest, fields };
    };
    return {
      OperationDefinition(operation) {
        const { depth, fields } = measure(operation.selectionSet, 0, new Set());
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
