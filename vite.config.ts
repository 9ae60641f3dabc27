import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server proxies the API to the real Node server (scripts/dev.ts starts both).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 600 },
  worker: { format: 'es' },
  server: {
    proxy: {
      '/api': apiTarget,
      '/exchange-api': apiTarget,
      '/uploads': apiTarget,
      '/live-score': apiTarget,
      '/sandbox-gateway': apiTarget,
    },
  },
});
