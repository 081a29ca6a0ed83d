// GraphQL Code Generator: types every client GraphQL document from the server's schema (docs/client.md).
// `npm run codegen` writes client/src/api/gql/ (committed); client/src/api/codegen.test.ts fails when
// that output is out of date or when a document does not match src/schema.graphql.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { preset as clientPreset } from '@graphql-codegen/client-preset';

export const clientCodegen = {
  schema: 'src/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx}', '!client/src/api/gql/**'],
  /** The generated folder, inside the client so that Vite, tsc and Jest see it like any other source. */
  output: 'client/src/api/gql/',
} as const;

const config: CodegenConfig = {
  schema: clientCodegen.schema,
  documents: [...clientCodegen.documents],
  generates: {
    [clientCodegen.output]: {
      // The preset itself rather than its name, so that the tests (under Jest) load it as the CLI does.
      preset: clientPreset,
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        scalars: { DateTime: 'string', ID: 'string' },
        // The client sends lists as lists (GraphQL would also take one item for a list of one).
        arrayInputCoercion: false,
        // Every object of an answer names its type, as the server's answers do (Apollo adds __typename to each
        // selection): the cache normalizes by it, so the tests' answers carry it too.
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
      },
    },
  },
  hooks: { afterOneFileWrite: ['prettier --write'] },
};

export default config;
