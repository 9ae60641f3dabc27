// The installable app (docs/decisions/0068): a valid manifest with real icons, a service worker that
// registers and takes control, no link that offers a file which is not an app, once the server has
// stopped the offline page instead of the browser's error, a new deploy taken up by an open app, and
// no API answer (balances, bets, payments) in any cache.
import { serve, type ServerType } from '@hono/node-server';
import { expect, test } from '@playwright/test';
import { Hono } from 'hono';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppEnv } from '../../server/context.ts';
import { mountClient } from '../../server/pages/client-files.ts';
import { postSolving } from './api-with-challenges.ts';

// The build the browser tests' server made (playwright.config.ts gives each port its own).
const DIST_DIR = `.tmp/dist-${process.env.E2E_PORT ?? 8931}`;

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

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
  test.afterEach(() => {
    server?.close();
    server = null;
  });

  test('a page opened after that shows the offline page, in both languages', async ({ page }) => {
    // A server of its own (the same built client, served by the product's static mount) that the test can stop.
    const app = new Hono<AppEnv>();
    mountClient(app, DIST_DIR);
    const origin = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
    });
    await page.goto(`${origin}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not controlled until the worker claims it; wait for that.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await new Promise<void>((resolve) => {
      server!.close(() => resolve());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
    server = null;
    await page.goto(`${origin}/deposit`);
    await expect(page.locator('[data-screen="OfflinePage"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'আপনি অফলাইনে আছেন' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Try again/ })).toHaveAttribute('href', '/');
  });
});

/** Every URL in every Cache Storage cache of the page's origin. */
const cachedUrls = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(req.url);
    return urls;
  });

test("a signed-in player's money answers are never cached: balance, wallet and bets are asked of the server every time", async ({ page, request }) => {
  const username = `sw${Date.now().toString(36)}`;
  const signup = await postSolving(request, '/api/v1/create-players', {
    data: {
      username,
      password: 'Secret123',
      confirmPassword: 'Secret123',
      phone: `019${String(Date.now()).slice(-8)}`,
      name: 'Cache Check',
      email: `${username}@example.com`,
      currency: 'BDT',
    },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const session = (await (await request.post('/api/login', { data: { username, password: 'Secret123' } })).json()) as { token: string; remote_id: string };
  await page.addInitScript(
    (s) => {
      localStorage.setItem('token', s.token);
      localStorage.setItem('remote_id', s.remote_id);
      localStorage.setItem('username', s.username);
      localStorage.setItem('popup', '0');
      localStorage.setItem('regPopup', '0');
    },
    { ...session, username },
  );
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Controlled now: every screen that shows money, each asking the server through the worker's page.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) asked.push(new URL(r.url()).pathname);
  });
  for (const path of ['/account', '/deposit', '/withdrawal', '/exchange-account/my-bets', '/betting-record']) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  await expect.poll(() => asked.filter((p) => p === '/api/balance').length).toBeGreaterThan(0);
  const urls = await cachedUrls(page);
  // The precache is there (the check reads real caches), and not one API answer is in any cache.
  expect(urls.some((u) => u.includes('index.html'))).toBe(true);
  expect(urls.filter((u) => /\/(api|exchange-api)\//.test(new URL(u).pathname))).toEqual([]);
});

test('a new deploy is taken up by an open app: the new worker takes over, and the page reloads onto it only once the player leaves it', async ({ page }) => {
  // The build copied, so the test can deploy a next version of it on the same address.
  const dist = mkdtempSync(join(tmpdir(), 'chakka-deploy-'));
  cpSync(DIST_DIR, dist, { recursive: true });
  let server: ServerType | null = null;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      const app = new Hono<AppEnv>();
      mountClient(app, dist); // reads dist/ at start-up, as a deploy's restart does
      server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        port = info.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      server!.close(() => resolve());
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
    });
  try {
    await start();
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.evaluate(() => {
      (window as unknown as { firstVersion: boolean }).firstVersion = true;
    });

    // The next version: a changed index.html, and the worker that precaches it at its new revision.
    await stop();
    const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
    const revision = /\{url:"index\.html",revision:"([^"]+)"\}/.exec(worker)?.[1];
    expect(revision, 'index.html in the precache list of sw.js').toBeTruthy();
    writeFileSync(join(dist, 'sw.js'), worker.replace(revision!, 'next-deploy'));
    writeFileSync(join(dist, 'index.html'), readFileSync(join(dist, 'index.html'), 'utf8').replace('<head>', '<head><meta name="deploy" content="next">'));
    rmSync(join(dist, 'index.html.br'), { force: true });
    rmSync(join(dist, 'index.html.gz'), { force: true });
    await start();

    // The app's hourly check for a new version, made now: the new worker installs and takes control.
    const takenOver = page.evaluate(
      () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })),
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    await takenOver;
    await expect.poll(async () => (await cachedUrls(page)).some((u) => u.includes('index.html') && u.includes('next-deploy'))).toBe(true);
    // Not reloaded under the player's thumb while the page is in front of them.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { firstVersion?: boolean }).firstVersion)).toBe(true);

    // The player switches away: the page reloads onto the new version.
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await reloaded;
    await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'next');
    expect(await page.evaluate(() => (window as unknown as { firstVersion?: boolean }).firstVersion)).toBeUndefined();
  } finally {
    if (server) await stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
