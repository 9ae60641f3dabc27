import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to the real Node server (scripts/dev.ts starts both).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

export default defineConfig({
  plugins: [react()],
  // In the browser bundles (the app and the odds worker) `zod` is zod set up never to try eval, which
  // the site's Content-Security-Policy forbids: see contracts/zod-browser.ts. Node (the server and
  // the tests) imports zod itself.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./contracts/zod-browser.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600,
    // The libraries every screen runs on go in one chunk (docs/decisions/0079): left to the automatic
    // splitting, each new lazy screen that shares a few of them cut them into more small chunks, and
    // the first paint paid a file's overhead for each; one chunk also stays cached across deploys.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor-shell', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam|i18next|react-i18next|ky|use-sync-external-store)[\\/]/, priority: 10 }],
        },
      },
    },
  },
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
