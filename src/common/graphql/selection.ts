import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = GraphQLResolveInfo['fragments'];

/**
 * The names of the fields the query selects at `path` below the field being resolved, through fragments (`@skip` and
 * `@include` are not read: a field they drop still counts). Lets a resolver read no more than it is asked for.
 */
export function selectedFields(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  ...path: string[]
): ReadonlySet<string> {
  // Remembered for the field nodes (one document's; the fast executor hands the same ones to every request of it).
  let byPath = remembered.get(info.fieldNodes);
  if (!byPath) {
    byPath = new Map();
    remembered.set(info.fieldNodes, byPath);
  }
  const key = path.join('.');
  let names = byPath.get(key);
  if (!names) {
    let fields: readonly FieldNode[] = info.fieldNodes;
    for (const name of path) fields = fields.flatMap((field) => subfields(field, info.fragments, name));
    names = new Set(fields.flatMap((field) => subfields(field, info.fragments)).map((field) => field.name.value));
    byPath.set(key, names);
  }
  return names;
}

const remembered = new WeakMap<readonly FieldNode[], Map<string, ReadonlySet<string>>>();

const subfields = (field: FieldNode, fragments: Fragments, name?: string) =>
  field.selectionSet ? fieldsOf(field.selectionSet, fragments, name) : [];

function fieldsOf(set: SelectionSetNode, fragments: Fragments, name?: string): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return name === undefined || selection.name.value === name ? [selection] : [];
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, fragments, name) : [];
  });
}
