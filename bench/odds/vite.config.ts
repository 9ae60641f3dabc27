// Builds the benchmark page (page/index.html) in production mode, with two differences from the app:
// react-dom's profiling build (React.Profiler reports commits), and the odds worker's entry swapped
// for page/bench.worker.ts (the real poller over fixtures, ticked by the harness, not by timers).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const benchWorker = here('./page/bench.worker.ts');
/** A build output, kept under node_modules/.cache so it is never committed. */
export const benchDist = here('../../node_modules/.cache/bench-odds');

function swapOddsWorker(): Plugin {
  return {
    name: 'bench-odds-worker',
    enforce: 'pre',
    load(id) {
      if (id.replace(/\?.*$/, '').endsWith('/workers/odds.worker.ts')) return `import ${JSON.stringify(benchWorker)};\n`;
      return null;
    },
  };
}

export default defineConfig({
  root: here('./page'),
  base: './',
  logLevel: 'warn',
  plugins: [react(), swapOddsWorker()],
  resolve: { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] },
  worker: { format: 'es', plugins: () => [swapOddsWorker()] },
  build: { outDir: benchDist, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4000, minify: true },
});
