// The installable app (docs/decisions/0068): a valid manifest with real icons, a service worker that
// registers and takes control, no link that offers a file which is not an app, and, once the server
// has stopped, the offline page instead of the browser's error.
import { serve, type ServerType } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import type { AppEnv } from '../../server/context.ts';
import { mountClient } from '../../server/static.ts';

// The build the browser tests' server made (playwright.config.ts gives each port its own).
const DIST_DIR = `.tmp/dist-${process.env.E2E_PORT ?? 8931}`;

test.use({ serviceWorkers: 'allow' });

interface Manifest { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] }

test('the manifest is valid and every icon it names is a real image of its stated size', async ({ request }) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({ short_name: 'Chakka', start_url: '/', scope: '/', display: 'standalone' });
  const pngSizes = manifest.icons.filter((i) => i.type === 'image/png').map((i) => i.sizes);
  expect(pngSizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type'], icon.src).toContain(icon.type);
    if (icon.type === 'image/png') {
      const body = await image.body();
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
  }
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the home page links the manifest, registers the service worker, and offers no .apk', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await expect(page.getByTestId('install-app').first()).toBeVisible();
  await expect(page.locator('a[href$=".apk"], a[download]')).toHaveCount(0);
});

test.describe('when the server stops', () => {
  let server: ServerType | null = null;
  test.afterEach(() => { server?.close(); server = null; });

  test('a page opened after that shows the offline page, in both languages', async ({ page }) => {
    // A server of its own (the same built client, served by the product's static mount) that the test can stop.
    const app = new Hono<AppEnv>();
    mountClient(app, DIST_DIR);
    const origin = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    });
    await page.goto(`${origin}/`);
    await page.evaluate(async () => { await navigator.serviceWorker.ready; });
    // The first load is not controlled until the worker claims it; wait for that.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await new Promise<void>((resolve) => { server!.close(() => resolve()); (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.(); });
    server = null;
    await page.goto(`${origin}/deposit`);
    await expect(page.locator('[data-screen="OfflinePage"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', '/');
  });
});
