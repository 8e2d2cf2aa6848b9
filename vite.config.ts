import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/client; its build lands in dist/client, which the
// Fastify process serves. In development Vite proxies the API doors to it.
export default defineConfig({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [react()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // One stylesheet for every screen (about 5 KB gzipped beyond Mantine's):
    // prerendered pages arrive styled, rather than shifting when their
    // screen's own stylesheet follows its script (decision 018).
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/sitemap.xml': 'http://localhost:3000',
      '/robots.txt': 'http://localhost:3000',
    },
  },
});
