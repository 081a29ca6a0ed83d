import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  valueFromASTUntyped,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { isRecord } from '../records.js';
import { PAGE_INFO_INPUTS } from './page-info.js';

/** Items counted for a list no argument sizes (a job's tasks, a payload's conflicts). */
export const DEFAULT_LIST_SIZE = 5;
/** Items counted for a page whose `limit` is not given: no paged list defaults to more. */
export const DEFAULT_PAGE_SIZE = 100;

type Variables = Readonly<Record<string, unknown>>;

/** What a field's arguments say about the size of its answer. */
interface SizeHints {
  /** The field answers a page (it takes a page-info input): the page's `limit`, or the default. */
  pageSize?: number;
  /** The longest list of input objects among the arguments: a list field answers one item per input. */
  inputs?: number;
}

/**
 * The most fields the operation's answer can hold, before anything runs: each field counts 1 (`__typename` nothing),
 * an object field adds its selection, and a list of objects adds its selection once per item it may answer —
 * the `limit` of its page (the page-info input of the field answering the page, else DEFAULT_PAGE_SIZE), else the
 * number of inputs it was given (`scheduledAssetsForJobs(input: { jobInputs })`), else DEFAULT_LIST_SIZE. Aliases
 * count each, fragments count wherever they are spread, `@skip`/`@include` are not read. Variables are read as sent
 * (the cost needs sizes only; GraphQL checks their types afterwards).
 */
export function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  sentVariables: Variables = {},
): number {
  const variables: Variables = { ...defaultValues(operation), ...sentVariables };
  // A fragment costs the same wherever it is spread with the same page size: counted once, however often it is
  // spread (a fragment spreading another twice, and so on, would otherwise take exponential time).
  const fragmentCosts = new Map<string, number>();

  const selectionCost = (type: GraphQLCompositeType, set: SelectionSetNode, pageSize?: number): number => {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(type, selection, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        cost += selectionCost(
          conditionType(selection.typeCondition?.name.value) ?? type,
          selection.selectionSet,
          pageSize,
        );
      } else {
        cost += fragmentCost(selection.name.value, type, pageSize);
      }
    }
    return cost;
  };

  const fragmentCost = (name: string, type: GraphQLCompositeType, pageSize?: number): number => {
    const key = `${name}:${pageSize}`;
    const known = fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = fragments.get(name);
    fragmentCosts.set(key, 0); // a cycle (refused by validation anyway) ends here
    const cost = fragment
      ? selectionCost(conditionType(fragment.typeCondition.name.value) ?? type, fragment.selectionSet, pageSize)
      : 0;
    fragmentCosts.set(key, cost);
    return cost;
  };

  const fieldCost = (parent: GraphQLCompositeType, node: FieldNode, pageSize?: number): number => {
    if (node.name.value === TypeNameMetaFieldDef.name) return 0;
    const field = fieldDefinition(schema, parent, node.name.value);
    const type = field && getNamedType(field.type);
    if (!field || !node.selectionSet || !isCompositeType(type)) return 1;
    const hints = sizeHints(field, argumentValues(node, variables));
    const list = isListType(getNullableType(field.type));
    const items = list ? (hints.pageSize ?? hints.inputs ?? pageSize ?? DEFAULT_LIST_SIZE) : 1;
    return 1 + items * selectionCost(type, node.selectionSet, list ? undefined : hints.pageSize);
  };

  const conditionType = (name: string | undefined) => {
    const type = name === undefined ? undefined : schema.getType(name);
    return isCompositeType(type) ? type : undefined;
  };

  const root = schema.getRootType(operation.operation);
  return root ? selectionCost(root, operation.selectionSet) : 0;
}

function defaultValues(operation: OperationDefinitionNode): Variables {
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((definition) => definition.defaultValue)
      .map((definition) => [definition.variable.name.value, valueFromASTUntyped(definition.defaultValue!)]),
  );
}

function argumentValues(node: FieldNode, variables: Variables): Record<string, unknown> {
  return Object.fromEntries(
    (node.arguments ?? []).map((argument) => [argument.name.value, valueFromASTUntyped(argument.value, variables)]),
  );
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** Walks the argument types (and the values sent for them) for a page-info input and lists of input objects. */
function sizeHints(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): SizeHints {
  const hints: SizeHints = {};
  const visit = (type: GraphQLInputType, value: unknown, seen: ReadonlySet<GraphQLInputObjectType>): void => {
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (isInputObjectType(getNamedType(inner)) && Array.isArray(value)) {
        hints.inputs = Math.max(hints.inputs ?? 0, value.length);
      }
      return;
    }
    if (!isInputObjectType(inner) || seen.has(inner)) return;
    const object = isRecord(value) ? value : {};
    if (PAGE_INFO_INPUTS.has(inner.name)) {
      const limit = object.limit;
      hints.pageSize = typeof limit === 'number' && Number.isFinite(limit) ? Math.max(0, limit) : DEFAULT_PAGE_SIZE;
      return;
    }
    const within = new Set(seen).add(inner);
    for (const inputField of Object.values(inner.getFields())) visit(inputField.type, object[inputField.name], within);
  };
  for (const argument of field.args) visit(argument.type, args[argument.name], new Set());
  return hints;
}
