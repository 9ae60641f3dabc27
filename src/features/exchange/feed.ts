// Starts the odds engine once (in a Web Worker, or on the main thread if the worker cannot start),
// forwards its messages into atoms.ts, and counts subscriptions so screens can share markets.
import * as Comlink from 'comlink';
import { useEffect } from 'react';
import type { EventWhen, ListOddsQuery, Sport } from '../../../contracts/exchange.ts';
import { squashPatches } from '../../../workers/diff.ts';
import {
  createOddsEngine, FALLBACK_POLL_INTERVAL_MS, type FeedMessage, type OddsEngine,
} from '../../../workers/engine.ts';
import { store } from '../../lib/store.ts';
import { applyFeedMessage, feedModeAtom, updateStaleness } from './atoms.ts';

export const EXCHANGE_API_URL: string = import.meta.env.VITE_EXCHANGE_API_URL ?? '/exchange-api';

type EngineApi = Pick<OddsEngine, 'subscribeSports' | 'unsubscribeSports' | 'subscribeMarket' | 'unsubscribeMarket'
  | 'subscribeEvent' | 'unsubscribeEvent' | 'requestImage' | 'setVisible' | 'start' | 'setListener'>;
type Remote = { [K in keyof EngineApi]: (...args: Parameters<EngineApi[K]>) => unknown };

let engine: Remote | null = null;
let pending: { message: FeedMessage; fromSeq: number } | null = null;
let frame = 0;

/** Several messages within one frame are squashed and applied once (one store write, one commit). */
function receive(message: FeedMessage) {
  const last = pending?.message;
  if (pending && last?.kind === 'patch' && message.kind === 'patch' && message.seq === last.seq + 1) {
    pending.message = { ...message, patch: squashPatches(last.patch, message.patch), health: message.health ?? last.health };
  } else {
    if (pending) flush();
    pending = { message, fromSeq: message.seq };
  }
  if (!frame) frame = requestAnimationFrame(flush);
}

function flush() {
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  const next = pending;
  pending = null;
  if (next && !applyFeedMessage(next.message, next.fromSeq)) void engine?.requestImage();
}

function startWorker(): Remote | null {
  try {
    const worker = new Worker(new URL('../../../workers/odds.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('error', () => {
      // A worker that fails to load (old browser, blocked by policy) degrades to the main thread.
      worker.terminate();
      switchToMainThread();
    }, { once: true });
    const remote = Comlink.wrap<OddsEngine>(worker) as unknown as Remote;
    void remote.setListener(Comlink.proxy(receive) as never);
    return remote;
  } catch {
    return null;
  }
}

/** Lists are counted per sport, `when` and odds ("soccer:inplay:best"). */
const active = { sports: new Map<string, number>(), markets: new Map<string, number>(), events: new Map<string, number>() };
const listOf = (key: string) => key.split(':') as [Sport, EventWhen, ListOddsQuery];

function switchToMainThread() {
  const local = createOddsEngine({ baseUrl: EXCHANGE_API_URL, fetch: (url, init) => fetch(url, init), intervalMs: FALLBACK_POLL_INTERVAL_MS });
  local.setListener(receive);
  engine = local;
  store.set(feedModeAtom, 'main-thread');
  for (const key of active.sports.keys()) local.subscribeSports([listOf(key)[0]], listOf(key)[1], listOf(key)[2]);
  for (const id of active.markets.keys()) local.subscribeMarket(id);
  for (const id of active.events.keys()) local.subscribeEvent(id);
  local.start();
}

function ensureEngine(): Remote {
  if (engine) return engine;
  engine = typeof Worker === 'undefined' ? null : startWorker();
  if (!engine) switchToMainThread();
  else {
    store.set(feedModeAtom, 'worker');
    void engine.start();
  }
  document.addEventListener('visibilitychange', () => void engine?.setVisible(document.visibilityState !== 'hidden'));
  setInterval(() => updateStaleness(Date.now()), 500);
  return engine as Remote;
}

function counted<K>(map: Map<K, number>, key: K, on: () => void, off: () => void) {
  const n = map.get(key) ?? 0;
  map.set(key, n + 1);
  if (n === 0) on();
  return () => {
    const left = (map.get(key) ?? 1) - 1;
    if (left > 0) map.set(key, left);
    else { map.delete(key); off(); }
  };
}

/** Subscribes the screen to sports lists, a market and/or an event while it is mounted. */
export function useFeed({ sports, when = 'all', odds = 'best', marketId, eventId }: {
  sports?: Sport[]; when?: EventWhen; odds?: ListOddsQuery; marketId?: string | null; eventId?: string | null;
}) {
  const sportKey = sports?.map((sport) => `${sport}:${when}:${odds}`).join(',') ?? '';
  useEffect(() => {
    const e = ensureEngine();
    const offs: (() => void)[] = [];
    for (const key of sportKey ? sportKey.split(',') : []) {
      const [sport, w, o] = listOf(key);
      offs.push(counted(active.sports, key, () => void engine?.subscribeSports([sport], w, o), () => void engine?.unsubscribeSports([sport], w, o)));
    }
    if (marketId) offs.push(counted(active.markets, marketId, () => void engine?.subscribeMarket(marketId), () => void engine?.unsubscribeMarket(marketId)));
    if (eventId) offs.push(counted(active.events, eventId, () => void engine?.subscribeEvent(eventId), () => void engine?.unsubscribeEvent(eventId)));
    void e;
    return () => offs.forEach((off) => off());
  }, [sportKey, marketId, eventId]);
}
