// `npm run lint`: the top-level folders of src/ (the server's modules) and of client/src/features/ (the client's
// areas) do not import each other in a cycle (docs/architecture.md, Folders). dependency-cruiser reads the imports
// (`import type` too; tests and fixtures left out) and collapses each module to its top-level folder; a group of
// folders that reach each other is a cycle. KNOWN lists the ones there were when the check came: each is structural
// (docs/architecture.md says why) and must not grow; one that shrinks or goes away is to be written down smaller.
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const KNOWN = [
  [
    'src/accounts',
    'src/assets',
    'src/auth',
    'src/bookings',
    'src/common',
    'src/database',
    'src/feature-flags',
    'src/files',
    'src/forms',
    'src/jobs',
    'src/mail',
    'src/quotes',
    'src/users',
  ],
  ['client/src/features/assets', 'client/src/features/map'],
];

const FOLDER = /^((?:src|client\/src\/features)\/[^/]+)\//;
const tsConfig = new URL('../client/tsconfig.json', import.meta.url).pathname;
const { output } = await cruise(
  ['src', 'client/src/features'],
  {
    includeOnly: FOLDER.source,
    exclude: { path: ['\\.(spec|test)\\.tsx?$', '\\.fixtures\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: tsConfig },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    outputType: 'json',
  },
  {},
  { tsConfig: extractTSConfig(tsConfig) },
);

const folderOf = (path) => FOLDER.exec(path)?.[1] ?? path;
const edges = new Map();
for (const { source, dependencies } of JSON.parse(output).modules) {
  const from = folderOf(source);
  const to = edges.get(from) ?? edges.set(from, new Set()).get(from);
  for (const { resolved } of dependencies) if (folderOf(resolved) !== from) to.add(folderOf(resolved));
}

const known = new Set(KNOWN.map((group) => group.join(' ⇄ ')));
const cycles = stronglyConnected(edges)
  .filter((group) => group.length > 1)
  .map((group) => group.sort().join(' ⇄ '));
const news = cycles.filter((cycle) => !known.has(cycle));
const gone = [...known].filter((cycle) => !cycles.includes(cycle));
for (const cycle of news) console.error(`Folders importing each other in a cycle: ${cycle}`);
for (const cycle of gone) console.error(`No longer a cycle as listed in scripts/folder-cycles.mjs (KNOWN): ${cycle}`);
process.exitCode = news.length + gone.length > 0 ? 1 : 0;

/** Tarjan's algorithm: the groups of folders each of which reaches every other. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    index.set(node, index.size);
    low.set(node, index.get(node));
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do group.push((member = stack.pop()));
    while (member !== node);
    groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}
