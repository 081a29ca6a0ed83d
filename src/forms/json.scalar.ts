import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literal(node: ValueNode, variables?: Record<string, unknown> | null): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map((value) => literal(value, variables));
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((field) => [field.name.value, literal(field.value, variables)]));
    case Kind.VARIABLE:
      return variables?.[node.name.value];
    case Kind.ENUM:
      return node.value;
  }
}

/**
 * Any JSON value: form templates, layouts and configurations are JSON documents of arbitrary depth, validated with
 * the forms engine's schemas rather than with GraphQL types.
 */
export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value (validated by the server where it is written)',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});
