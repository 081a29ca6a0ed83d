/** GraphQL gives an unset optional value as null; the engine's schemas know (and default) only absent ones. */
export const withoutNulls = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null && value !== undefined));
