import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { preloadDynamicEntry } from './build/preload-chunk.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadDynamicEntry('/src/boot.ts'), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The API server runs separately in development; same-origin /api keeps the client code
    // identical to production, where the server also serves this build.
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  // `vite build --ssr` (see package.json) writes the server's renderer beside the browser build.
  build: { outDir: 'dist', emptyOutDir: true },
  ssr: {
    // One self-contained file: the server loads it without resolving the web app's packages.
    noExternal: true,
  },
});
