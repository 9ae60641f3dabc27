// One Lighthouse run (the npm package, its default mobile preset and simulated throttling) against a
// Chromium we start ourselves (Debian's, no download), and the figures bench:web reports from it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';

export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  bytes: number;
  requests: number;
}
export interface RunOutcome {
  figures: Figures;
  opportunities: { id: string; savingsMs: number; savingsBytes: number }[];
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-default-apps',
  '--mute-audio',
];

export interface BenchBrowser {
  port: number;
  cdp: Browser;
  close: () => Promise<void>;
}

export async function startBrowser(port: number): Promise<BenchBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'chakka-lh-'));
  const child: ChildProcess = spawn(CHROMIUM, [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  let cdp: Browser | null = null;
  for (let i = 0; i < 80 && !cdp; i++) {
    await new Promise((r) => setTimeout(r, 250));
    cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null);
  }
  if (!cdp) {
    child.kill('SIGKILL');
    throw new Error(`Chromium (${CHROMIUM}) did not open its debugging port ${port}`);
  }
  return {
    port,
    cdp,
    close: async () => {
      await cdp.close().catch(() => undefined);
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Empties the HTTP cache and storage, then (signed-in routes) stores a session the way the client does. */
export async function prepareVisit(browser: BenchBrowser, origin: string, session: Record<string, string> | null) {
  const context = browser.cdp.contexts()[0]!;
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  if (session) {
    await page.goto(`${origin}/bench-floor.html`);
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, session);
  }
  await page.close();
}

/**
 * One Lighthouse navigation. `keepState`: Lighthouse leaves the cache and storage as they are (a repeat
 * visit, or a session prepareVisit stored); otherwise it clears them itself (a first visit).
 */
export async function lighthouseRun(browser: BenchBrowser, url: string, keepState: boolean): Promise<RunOutcome> {
  // Lighthouse's own advice on a failed trace (NO_NAVSTART and the like) is to run again: up to twice.
  let lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: keepState,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    lhr = result.lhr;
    if (!lhr.runtimeError) break;
    if (attempt === 3) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (${url})`);
    console.warn(`  Lighthouse ${lhr.runtimeError.code} on ${url}; running it again`);
  }
  const a = lhr.audits;
  const num = (id: string) => a[id]?.numericValue ?? Number.NaN;
  const requests = (a['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.score ?? 1) < 1)
    .map((x) => {
      const d = x.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return { id: x.id, savingsMs: Math.round(d.overallSavingsMs ?? 0), savingsBytes: Math.round(d.overallSavingsBytes ?? 0) };
    })
    .sort((p, q) => q.savingsMs - p.savingsMs || q.savingsBytes - p.savingsBytes)
    .slice(0, 4);
  return {
    figures: {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: num('largest-contentful-paint'),
      tbtMs: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      fcpMs: num('first-contentful-paint'),
      bytes: num('total-byte-weight'),
      requests,
    },
    opportunities,
  };
}

export function median(values: number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
