import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

type Fragments = GraphQLResolveInfo['fragments'];

/**
 * The names of the fields the query selects at `path` below the field being resolved, through fragments (`@skip` and
 * `@include` are not read: a field they drop still counts). Lets a resolver read no more than it is asked for.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>, ...path: string[]) {
  let fields: readonly FieldNode[] = info.fieldNodes;
  for (const name of path) fields = fields.flatMap((field) => subfields(field, info.fragments, name));
  return new Set(fields.flatMap((field) => subfields(field, info.fragments)).map((field) => field.name.value));
}

const subfields = (field: FieldNode, fragments: Fragments, name?: string) =>
  field.selectionSet ? fieldsOf(field.selectionSet, fragments, name) : [];

function fieldsOf(set: SelectionSetNode, fragments: Fragments, name?: string): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return name === undefined || selection.name.value === name ? [selection] : [];
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
    return fragment ? fieldsOf(fragment.selectionSet, fragments, name) : [];
  });
}
