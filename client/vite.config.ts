import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = 'http://localhost:3000';

/** Libraries change less often than the app: in chunks of their own they stay cached across deployments. */
const vendorChunks = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
  { name: 'mantine', test: /[\\/]node_modules[\\/](@mantine|@floating-ui|@tabler)[\\/]/ },
  { name: 'data', test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@tanstack)[\\/]/ },
];

export default defineConfig({
  root: decodeURIComponent(new URL('.', import.meta.url).pathname),
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: { proxy: { '/api': server, '/graphql': server } },
});
