import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const server = 'http://localhost:3000';

/**
 * Libraries change less often than the app: in chunks of their own they stay cached across deployments. Only those
 * every page loads anyway (React and the router): a group holding all of a library (all of Mantine, Apollo Client,
 * TanStack Table with Query) would put all of it on the sign-in page (issue 15).
 */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
];

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

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react(), mantineCssPerComponent()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/first-load.mjs reads it to find what each route loads before it shows.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { proxy: { '/api': server, '/graphql': server } },
});
