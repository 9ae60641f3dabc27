import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkGroups } from './scripts/chunk-groups.ts';
import { EARLY_ENTRY } from './scripts/early-entry.ts';
import { firstPaintPlan } from './scripts/first-paint-plan.ts';
import { lazyContracts } from './scripts/lazy-contracts.ts';
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
    // Operator uploads and catalogue art are many and change; they are cached as they are seen (below). The
    // early script's file is not asked for: the server writes its code into the pages that run it.
    globIgnores: ['storage/**', 'assets/early-*.js'],
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

export default defineConfig({
  // precompress: a .br and .gz beside each built file, the service worker's included, sent by
  // server/pages/client-files.ts (decision 0090); it runs after the PWA plugin has written its files.
  // lazyContracts: the browser builds each contract schema on first use (contracts/lazy-schema.ts).
  plugins: [lazyContracts(), react(), firstPaintPlan(), pwa, precompress()],
  // In the browser bundles (the app and the odds worker) `zod` is zod set up never to try eval, which
  // the site's Content-Security-Policy forbids: see contracts/zod-browser.ts. Node (the server and
  // the tests) imports zod itself.
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./contracts/zod-browser.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A few chunks per area instead of one per shared module (scripts/chunk-groups.ts, docs/decisions/0141).
    rolldownOptions: {
      // The early script is an entry of its own (src/early/early-entry.ts): written by the server into the pages
      // whose first screen waits for the player's own calls, it sends them before the app's entry has arrived.
      input: { index: 'index.html', early: EARLY_ENTRY },
      output: { codeSplitting: { groups: chunkGroups() } },
    },
  },
  worker: { format: 'es', plugins: () => [lazyContracts()] },
  server: {
    proxy: {
      '/api': apiTarget,
      '/exchange-api': apiTarget,
      '/uploads': apiTarget,
      '/live-score': apiTarget,
    },
  },
});
