import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { firstPaintPlan } from './scripts/first-paint-plan.ts';
import { precompress } from './scripts/precompress.ts';

// The dev server proxies the API to the real Node server (scripts/dev.ts starts both).
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;

// The installable app (docs/decisions/0068): the manifest and a Workbox service worker that
// precaches the app shell and the static chunks, shows public/offline.html when a page cannot be
// reached, and never caches an API answer (balances, bets and payments are always asked afresh).
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: false, // src/lib/service-worker.ts registers it (no inline script: the CSP forbids one)
  manifest: {
    id: '/',
    name: 'Chakka: exchange and casino',
    short_name: 'Chakka',
    description: 'Cricket, football and tennis exchange and casino for Bangladesh.',
    lang: 'bn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b3d2e',
    background_color: '#eef1ef',
    categories: ['sports', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
    // Operator uploads and catalogue art are many and change; they are cached as they are seen (below).
    globIgnores: ['storage/**'],
    // A page is always asked of the server (the shell carries no state worth showing stale); when
    // the server cannot be reached the precached offline page answers instead.
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate' && request.destination === 'document',
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
      {
        // Sliders, logos and game art: shown from the cache at once, refreshed behind.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/storage/'),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'site-images', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
      },
    ],
  },
  devOptions: { enabled: false },
});

/** The chunk of an on-demand locale file, or null for the bundled English first-paint ones (src/lib/i18n.ts). */
function localeChunkName(id: string): string | null {
  const m = /[\\/]locales[\\/](en|bn)[\\/]([^/\\.]+)[^/\\]*\.json$/.exec(id);
  if (!m || (m[1] === 'en' && ['common', 'shell', 'home', 'titles'].includes(m[2]!))) return null;
  return `locale-${m[1]}-${m[2]}`;
}

export default defineConfig({
  // precompress: a .br and .gz beside each built file, the service worker's included, sent by
  // server/static.ts (decision 0090); it runs after the PWA plugin has written its files.
  plugins: [react(), firstPaintPlan(), pwa, precompress()],
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
          groups: [
            // One chunk per language and namespace (errors.json, errors.wallet.json … are one): a screen's
            // strings arrive in one request, not one per area's part file (each answer costs its headers).
            { name: localeChunkName, debugName: 'locales', test: /[\\/]locales[\\/]/, priority: 20 },
            { name: 'vendor-shell', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|jotai|wouter|regexparam|i18next|react-i18next|ky|use-sync-external-store)[\\/]/, priority: 10 },
          ],
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
