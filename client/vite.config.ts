import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import react from '@vitejs/plugin-react';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { defineConfig, type Plugin } from 'vite';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

const server = 'http://localhost:3000';

/**
 * Libraries change less often than the app: in chunks of their own they stay cached across deployments. Only those
 * every page loads anyway (React and the router): a group holding all of a library (all of Mantine, Apollo Client,
 * TanStack Table with Query) would put all of it on the sign-in page (issue 15).
 */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
  /*
   * Not for the cache: left to themselves, Mantine's createSafeContext and DirectionProvider (2 KiB of source, used
   * by most components) went into floating-ui's chunk, so Tabs, say, loaded floating-ui (15 KiB) for them.
   */
  {
    name: 'mantine-core',
    test: /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  },
];

/** The client's modules and the server's (src/) it imports, not a library's. */
const OUR_MODULES = /^(?!.*[\\/]node_modules[\\/]).*[\\/](client[\\/])?src[\\/].*\.tsx?$/;

/** A Mantine component's class names (esm/components/<Name>/<Name>.module.mjs), whose styles are styles/<Name>.css. */
const MANTINE_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's CSS per component instead of all of it (38 KiB gzipped) on every page: the module holding a component's
 * class names imports that component's stylesheet, so the CSS goes into the chunk of the JavaScript that uses it and
 * loads with it (before a lazily loaded page renders). The `.layer.css` files put Mantine in `@layer mantine`, so
 * our own CSS wins over it whatever order the chunks' stylesheets arrive in. The dev server serves Mantine
 * pre-bundled, out of reach of plugins: there the entry imports all of Mantine's CSS.
 */
function mantineCssPerComponent(): Plugin {
  let devServer = false;
  const withImport = (css: string, code: string) => ({ code: `import '${css}';\n${code}`, map: null });
  return {
    name: 'groundcrew:mantine-css-per-component',
    configResolved(config) {
      devServer = config.command === 'serve';
    },
    transform(code, id) {
      if (devServer) return id.endsWith('/src/main.tsx') ? withImport('@mantine/core/styles.layer.css', code) : null;
      const name = MANTINE_CLASSES.exec(id)?.[1];
      return name ? withImport(`@mantine/core/styles/${name}.layer.css`, code) : null;
    },
  };
}

/** A `graphql(`…`)` call of the client preset (api/gql/gql.ts); its documents hold no backquotes or `${}`. */
const GRAPHQL_CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
/** A document of api/gql/graphql.ts: `export const <Name> = {…} as unknown as DocumentNode<…>` (formatted). */
const GENERATED_DOCUMENT = /^export const (\w+) = (\{\n[\s\S]*?\n\}) as unknown as DocumentNode</gm;
const DOCUMENT_MODULE = 'virtual:groundcrew-gql/';

/**
 * `graphql(`…`)` answers its document from a map of every document of the app (api/gql/gql.ts, 7 KiB gzipped), so
 * each page that read through GraphQL loaded them all. In the build each call becomes an import of its own document
 * instead, as the client preset's Babel plugin does (`babelOptimizerPlugin`, named `<Operation>Document` or
 * `<Fragment>FragmentDoc` in api/gql/graphql.ts), and the map is left out. Each document is a module of its own
 * (`virtual:groundcrew-gql/<Name>`, its object from graphql.ts): a module is never split between chunks, so
 * importing them from graphql.ts put every document any page uses (4 KiB gzipped) on each page that uses one. The
 * dev server and Jest keep the map.
 *
 * Each document also carries its text, printed here (`loc.source.body`, as a parsed document has it): readGraphQL
 * (api/graphqlRead.ts) sends it rather than printing the document in the browser, so the pages that read without
 * Apollo Client do not load graphql-js's printer (4 KiB gzipped).
 */
function graphqlDocumentImports(): Plugin {
  const generated = `${root}src/api/gql/graphql.ts`;
  let documents: Map<string, string> | undefined;
  const read = () =>
    (documents ??= new Map(
      [...readFileSync(generated, 'utf8').matchAll(GENERATED_DOCUMENT)].map((m) => [m[1], m[2]] as const),
    ));
  return {
    name: 'groundcrew:graphql-document-imports',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      const document = runInNewContext(`(${read().get(id.slice(DOCUMENT_MODULE.length + 1))})`) as DocumentNode;
      const body = print(document);
      const loc = { start: 0, end: body.length, source: { body, name: 'GraphQL request' } };
      return `export default ${JSON.stringify({ ...document, loc })};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(`${root}src/api/gql/`) || !code.includes('graphql(`')) return null;
      const imports = new Map<string, string>();
      const replaced = code.replace(GRAPHQL_CALL, (_call, source: string) => {
        const [definition] = parse(source).definitions;
        if (definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION) {
          throw new Error(`${id}: a graphql() document must start with an operation or a fragment`);
        }
        const suffix = definition.kind === Kind.FRAGMENT_DEFINITION ? 'FragmentDoc' : 'Document';
        const name = `${definition.name?.value ?? ''}${suffix}`;
        if (!read().has(name)) throw new Error(`${id}: ${name} is not in api/gql/graphql.ts (npm run codegen)`);
        const local = `__gql_${name}`;
        imports.set(name, local);
        return local;
      });
      const list = [...imports].map(([name, local]) => `import ${local} from '${DOCUMENT_MODULE}${name}';`);
      return { code: `${list.join('\n')}\n${replaced}`, map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [graphqlDocumentImports(), react(), mantineCssPerComponent()],
  // The one way into the server's code (client/tsconfig.json `paths`): the pure modules the client shares.
  resolve: { alias: [{ find: /^@server\//, replacement: `${root}../src/` }] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/first-load.mjs reads it to find what each route loads before it shows.
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorChunks } },
      // Our modules do nothing on import but define their exports (a stylesheet is imported for its effect, and is
      // not matched): a feature's index.ts then brings only what its importer uses, not every module it re-exports
      // with their libraries (the quote list got CodeMirror through formTemplates/index.ts).
      // The server's pure modules the client imports (src/forms/engine, src/pdf …: docs/forms.md) likewise.
      treeshake: { moduleSideEffects: [{ test: OUR_MODULES, sideEffects: false }] },
    },
  },
  server: { proxy: { '/api': server, '/graphql': server } },
});
