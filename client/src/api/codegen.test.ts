/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { executeCodegen } from '@graphql-codegen/cli';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
// eslint-disable-next-line client/boundaries -- this test checks the repository's own codegen config (codegen.ts)
import config, { clientCodegen } from '../../../codegen';

// Every GraphQL document of the client is typed by GraphQL Code Generator from src/schema.graphql (codegen.ts).
// These tests keep that honest: `npm run typecheck` regenerates the types first, and here a document that does not
// match the schema fails, and so does generated output that is not the one committed.

const root = join(import.meta.dirname, '../../..');

async function generate(documents: string[]) {
  const { result, error } = await executeCodegen({ ...config, cwd: root, documents, silent: true });
  return { files: result, error };
}

describe('the client GraphQL documents (codegen)', () => {
  it('all match the schema, and the committed types in api/gql are what codegen makes of them', async () => {
    const { files, error } = await generate([...clientCodegen.documents]);
    expect(error).toBeNull();
    expect(files.map((file) => file.filename).sort()).toEqual(
      ['gql.ts', 'graphql.ts', 'index.ts'].map((name) => `${clientCodegen.output}${name}`),
    );
    for (const file of files) {
      const path = join(root, file.filename);
      const expected = await format(file.content, { ...(await resolveConfig(path)), filepath: path });
      // Out of date: run `npm run codegen` and commit client/src/api/gql.
      expect(readFileSync(path, 'utf8')).toBe(expected);
    }
  }, 60_000);

  it('fail the build when a field they read is renamed on the server', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'client-documents-'));
    try {
      const real = readFileSync(join(root, 'client/src/features/pricebook/pricebook.ts'), 'utf8');
      expect(real).toMatch(/^\s+description$/m);
      const renamed = join(directory, 'pricebook.ts');
      writeFileSync(renamed, real.replace(/^(\s+)description$/m, '$1details'));

      const { error } = await generate([renamed]);
      expect(error?.message).toMatch(/Cannot query field "details" on type "PriceBookItem"/);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
