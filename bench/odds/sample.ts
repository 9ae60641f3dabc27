// One sample: a fresh browser context, the benchmark page for one variant and scenario, the feed
// advanced tick by tick. Counts come from the page (Profiler, render counter, MutationObserver) and
// the worker (messages, bytes, changed cells); layouts and thread times from CDP Performance.
import type { Browser, CDPSession, Page } from 'playwright-core';
import type { Scenario } from './fixtures.ts';

export type Impl = 'atoms' | 'naive' | 'vanilla';
export const IMPLS: Impl[] = ['atoms', 'naive', 'vanilla'];

export interface Tick {
  messages: number;
  bytes: number;
  changedCells: number;
  otherKeys: number;
  workerMs: number;
  commits: number;
  cellRenders: number;
  otherRenders: number;
  /** The atoms variant on the event view: the player's slip, runner profit-or-loss labels and open bets. */
  player?: PlayerRenders | null;
  /** style: the attributes records that wrote an inline style (animation frames), a subset of attributes. */
  mutations: { characterData: number; attributes: number; childList: number; style: number };
  layouts: number;
  scriptMs: number;
  taskMs: number;
}

export interface PlayerRenders {
  slip: number;
  pnl: number;
  openBets: number;
  slipMoved: boolean;
  mutations: number;
}
/** What a bet placed rendered (the atoms a refresh after it writes). */
export interface BetPlaced {
  cellRenders: number;
  commits: number;
  otherByComponent: Record<string, number>;
  player: PlayerRenders | null;
}

export interface SampleResult {
  betPlaced?: BetPlaced;
  ticks: Tick[];
  mountMs?: number;
  /** S6 */
  heapStart?: number;
  heapEnd?: number;
  livePriceAtoms?: number;
  priceCellsOnScreen?: number;
  /** S7 */
  burst?: { ticks: number; frames: number; maxCommitsPerFrame: number; lastWins: boolean };
}

export interface SampleOptions {
  ticks: number;
  bigTicks: number;
  warmup: number;
  s6Events: number;
  s6Ticks: number;
  burstMs: number;
  seed: number;
}

type Metrics = Record<string, number>;
async function metrics(cdp: CDPSession): Promise<Metrics> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((m) => [m.name, m.value]));
}
const delta = (a: Metrics, b: Metrics) => ({
  layouts: (b.LayoutCount ?? 0) - (a.LayoutCount ?? 0),
  scriptMs: ((b.ScriptDuration ?? 0) - (a.ScriptDuration ?? 0)) * 1000,
  taskMs: ((b.TaskDuration ?? 0) - (a.TaskDuration ?? 0)) * 1000,
});

type PageTick = Omit<Tick, 'layouts' | 'scriptMs' | 'taskMs'>;
const pageTick = (page: Page, move: boolean) =>
  page.evaluate((m) => (window as unknown as { __bench: { tick(m: boolean): Promise<PageTick> } }).__bench.tick(m), move);

async function measuredTick(page: Page, cdp: CDPSession, move = true): Promise<Tick> {
  const before = await metrics(cdp);
  const t = await pageTick(page, move);
  const after = await metrics(cdp);
  return { ...t, ...delta(before, after) };
}

async function heap(cdp: CDPSession): Promise<number> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const call = <T>(page: Page, name: string, ...args: unknown[]) =>
  page.evaluate(([n, a]) => (window as unknown as { __bench: Record<string, (...x: unknown[]) => unknown> }).__bench[n as string]!(...(a as unknown[])), [
    name,
    args,
  ] as const) as Promise<T>;

export async function runSample(browser: Browser, baseUrl: string, impl: Impl, scenario: Scenario, opts: SampleOptions): Promise<SampleResult> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${baseUrl}/index.html?impl=${impl}&scenario=${encodeURIComponent(`${scenario.id}@${scenario.rate}`)}`);
    await page.waitForFunction(() => '__bench' in window);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    await cdp.send('HeapProfiler.enable');
    await call(page, 'configure', opts.seed);
    const out: SampleResult = { ticks: [] };

    // The first image: the screen fills (S1's mount time).
    const first = await measuredTick(page, cdp, false);
    out.mountMs = first.taskMs;

    if (scenario.id === 'S6') {
      out.heapStart = await heap(cdp);
      for (let e = 0; e < opts.s6Events; e++) {
        await call(page, 'navigate', e);
        await pageTick(page, false);
        for (let i = 0; i < opts.s6Ticks; i++) out.ticks.push(await measuredTick(page, cdp));
        await call(page, 'navigate', null);
        await pageTick(page, false);
      }
      out.heapEnd = await heap(cdp);
      out.livePriceAtoms = await call<number>(page, 'livePriceAtoms');
      out.priceCellsOnScreen = await call<number>(page, 'priceCellsOnScreen');
    } else if (scenario.id === 'S7') {
      const before = await metrics(cdp);
      const r = await call<PageTick & { ticks: number; frames: number; maxCommitsPerFrame: number; lastWins: boolean }>(page, 'burst', opts.burstMs, 1000 / 60);
      const d = delta(before, await metrics(cdp));
      const n = Math.max(1, r.ticks);
      out.burst = { ticks: r.ticks, frames: r.frames, maxCommitsPerFrame: r.maxCommitsPerFrame, lastWins: r.lastWins };
      // One averaged "tick" per sample: totals over the burst divided by the feed's ticks.
      out.ticks.push({
        messages: r.messages / n,
        bytes: r.bytes / n,
        changedCells: r.changedCells / n,
        otherKeys: 0,
        workerMs: r.workerMs / n,
        commits: r.commits / n,
        cellRenders: r.cellRenders / n,
        otherRenders: r.otherRenders / n,
        mutations: {
          characterData: r.mutations.characterData / n,
          attributes: r.mutations.attributes / n,
          childList: r.mutations.childList / n,
          style: r.mutations.style / n,
        },
        layouts: d.layouts / n,
        scriptMs: d.scriptMs / n,
        taskMs: d.taskMs / n,
      });
    } else {
      for (let i = 0; i < opts.warmup; i++) await pageTick(page, true);
      const n = scenario.view === 'markets' ? opts.bigTicks : opts.ticks;
      for (let i = 0; i < n; i++) out.ticks.push(await measuredTick(page, cdp));
      if (impl === 'atoms' && scenario.view === 'event') out.betPlaced = await call<BetPlaced>(page, 'placeBet');
    }
    if (errors.length) throw new Error(`${impl} ${scenario.id}@${scenario.rate}: page error: ${errors.join('; ')}`);
    return out;
  } finally {
    await context.close();
  }
}
