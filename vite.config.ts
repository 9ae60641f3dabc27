import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

// The dev server proxies the API to the real Node server (scripts/dev.ts starts both).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

export default defineConfig({
  // precompress: a .br and .gz beside each built file, sent by server/static.ts (decision 0090).
  plugins: [react(), precompress()],
  // In the browser bundles (the app and the odds worker) `zod` is zod set up never to try eval, which
  // the site's Content-Security-Policy forbids: see contracts/zod-browser.ts. Node (the server and
  // the tests) imports zod itself.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./contracts/zod-browser.ts', import.meta.url)) }] },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': apiTarget,
      '/exchange-api': apiTarget,
      '/uploads': apiTarget,
      '/live-score': apiTarget,
    },
  },
});
