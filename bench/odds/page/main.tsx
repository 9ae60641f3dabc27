// The benchmark page: ?impl=atoms|naive|vanilla&scenario=S1@10%. Mounts one variant of the odds
// view and exposes window.__bench, through which run.ts advances the feed one tick at a time.
import './capture-worker.ts';
import '../../../src/features/exchange/exchange.css';
import { Provider as JotaiProvider } from 'jotai';
import { Profiler } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { cellFamily, liveCellCount } from '../../../src/features/exchange/feed/atoms.ts';
import { startRenderCount } from '../../../src/features/exchange/render-counts.ts';
import { i18n, preloadAllNamespaces } from '../../../src/lib/i18n.ts';
import { store } from '../../../src/lib/store.ts';
import { isPriceKey } from '../../../workers/feed-keys.ts';
import { findScenario } from '../fixtures.ts';
import { NaiveScreen } from '../naive/naive-screen.tsx';
import { startVanilla } from '../vanilla/vanilla-screen.ts';
import { AtomsScreen } from './atoms-screen.tsx';
import { startBridge, type Bridge } from './bridge.ts';
import { oddsWorker } from './capture-worker.ts';
import { nav } from './nav.ts';
import { placeBet, seedPlayer, slipPrice } from './player-side.ts';

const params = new URLSearchParams(location.search);
const impl = params.get('impl') ?? 'atoms';
const scenario = findScenario(params.get('scenario') ?? 'S1@10%');
const container = document.getElementById('root') as HTMLElement;

// ---- counters, reset at every tick
let commits = 0;
let flushesSeen = 0;
const patchesSince = () => (bridge ? bridge.stats.flushes - flushesSeen : 0);
let renders = startRenderCount();
const mutations: MutationRecord[] = [];
const observer = new MutationObserver((records) => {
  mutations.push(...records);
});
observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });

function onRender() {
  commits++;
}

// The atoms variant is the product: on the event view it shows what a player with a slip open and
// bets on the market sees (player-side.ts). The other variants are the markets alone.
const withPlayer = impl === 'atoms' && scenario.view === 'event';
if (withPlayer) seedPlayer();
let slipPriceBefore = slipPrice();

let bridge: Bridge | null = null;
function mount() {
  if (impl === 'vanilla') {
    bridge = startBridge();
    startVanilla(container, scenario, bridge);
    return;
  }
  if (impl === 'naive') bridge = startBridge();
  const screen = impl === 'naive' && bridge ? <NaiveScreen scenario={scenario} bridge={bridge} /> : <AtomsScreen scenario={scenario} />;
  createRoot(container).render(
    <Profiler id="odds" onRender={onRender}>
      <JotaiProvider store={store}>
        <I18nextProvider i18n={i18n}>{screen}</I18nextProvider>
      </JotaiProvider>
    </Profiler>,
  );
}

// ---- the harness's line to the worker
let nextId = 0;
const waiting = new Map<number, (result: unknown) => void>();
const workerReady = oddsWorker.then((w) => {
  w.addEventListener('message', (e: MessageEvent) => {
    const d = e.data as { __bench?: string; id?: number; result?: unknown } | undefined;
    if (d?.__bench !== 'done' || d.id === undefined) return;
    waiting.get(d.id)?.(d.result);
    waiting.delete(d.id);
  });
  return w;
});
async function command<T>(cmd: Record<string, unknown>): Promise<T> {
  const w = await workerReady;
  const id = ++nextId;
  return new Promise<T>((resolve) => {
    waiting.set(id, resolve as (r: unknown) => void);
    w.postMessage({ ...cmd, id });
  });
}

const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
const channel = new MessageChannel();
const macrotaskQueue: (() => void)[] = [];
channel.port1.onmessage = () => macrotaskQueue.shift()?.();
const macrotask = () =>
  new Promise<void>((r) => {
    macrotaskQueue.push(r);
    channel.port2.postMessage(0);
  });

/** The feed flushes in a frame; React commits in the task after it and runs effects in the next. */
async function settle() {
  await frame();
  await macrotask();
  await macrotask();
}

function take() {
  mutations.push(...observer.takeRecords());
  // style: the attributes records that are animation frames writing an inline style (a JS-driven
  // flash), counted apart so they can be told from the tick's own writes.
  const byType = { characterData: 0, attributes: 0, childList: 0, style: 0 };
  // The slip's and the P/L labels' own writes (a moved price shown in the slip) are the player's part,
  // counted apart: the per-cell DOM target is about the markets.
  let playerMutations = 0;
  for (const m of mutations) {
    const el = m.target instanceof Element ? m.target : m.target.parentElement;
    if (el?.closest('.bet-slip, .runner-pnl, .open-bets')) {
      playerMutations++;
      continue;
    }
    byType[m.type]++;
    if (m.type === 'attributes' && m.attributeName === 'style') byType.style++;
  }
  mutations.length = 0;
  // The player's own components are counted apart: the slip follows its price, so it renders on the
  // ticks that move that price (and the backed runner's preview with it), and on no other.
  const { PriceCell = 0, BetSlip = 0, RunnerPnl = 0, OpenBets = 0, ...others } = renders;
  const price = slipPrice();
  const out = {
    commits: impl === 'vanilla' ? patchesSince() : commits,
    cellRenders: PriceCell,
    otherRenders: Object.values(others).reduce((a, b) => a + b, 0),
    otherByComponent: others,
    player: withPlayer ? { slip: BetSlip, pnl: RunnerPnl, openBets: OpenBets, slipMoved: price !== slipPriceBefore, mutations: playerMutations } : null,
    mutations: byType,
  };
  slipPriceBefore = price;
  commits = 0;
  flushesSeen = bridge?.stats.flushes ?? 0;
  renders = startRenderCount();
  return out;
}

interface TickResult {
  messages: number;
  bytes: number;
  changedCells: number;
  workerMs: number;
}

const priceCellsOnScreen = () => container.querySelectorAll('.price-cell').length;
const pricesOnScreen = () => [...container.querySelectorAll('.price-cell .price')].map((e) => e.textContent ?? '');

const bench = {
  impl,
  scenario,
  async configure(seed?: number) {
    await command({ __bench: 'configure', scenario: `${scenario.id}@${scenario.rate}`, seed });
  },
  /** One feed tick; move=false delivers what is there (the first image) without changing it. */
  async tick(move = true) {
    take();
    const worker = await command<TickResult>({ __bench: 'tick', move });
    if (worker.messages > 0) await settle();
    else await macrotask();
    return { ...worker, ...take() };
  },
  async navigate(open: number | null) {
    nav.set(open);
    await settle();
  },
  async burst(ms: number, intervalMs: number) {
    take();
    let running = true;
    let frames = 0;
    let maxCommitsPerFrame = 0;
    let last = 0;
    const loop = () => {
      if (!running) return;
      frames++;
      const c = impl === 'vanilla' ? patchesSince() : commits;
      maxCommitsPerFrame = Math.max(maxCommitsPerFrame, c - last);
      last = c;
      requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
    const worker = await command<TickResult & { ticks: number; expected: string[] }>({ __bench: 'burst', ms, intervalMs });
    for (let i = 0; i < 3; i++) await settle();
    running = false;
    const shown = pricesOnScreen();
    const lastWins = shown.length === worker.expected.length && shown.every((p, i) => p === worker.expected[i]);
    const { expected: _e, ...rest } = worker;
    return { ...rest, ...take(), frames, maxCommitsPerFrame, lastWins };
  },
  /** A bet placed, as the refresh after it writes the atoms: what it renders (no price cell). */
  async placeBet() {
    take();
    placeBet();
    await settle();
    return take();
  },
  liveCells: () => liveCellCount(),
  livePriceAtoms: () => [...cellFamily.getParams()].filter(isPriceKey).length,
  priceCellsOnScreen,
};
// Every namespace first, as the app has them once its first screen is up (preloadAllNamespaces): the
// slip's fields would otherwise suspend on one mid-run, and a suspended tree renders and mounts again.
void preloadAllNamespaces().then(() => {
  mount();
  (window as unknown as { __bench: typeof bench }).__bench = bench;
});
