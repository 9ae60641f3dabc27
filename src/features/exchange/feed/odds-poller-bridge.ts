// The screens' way to the odds poller (workers/odds-poller.ts): starts it once, in a Web Worker or on the
// main thread if the worker cannot start, takes its messages into atoms.ts a frame at a time, and counts
// subscriptions so screens can share markets. How the first screen gets its odds before the worker is
// up is first-screen-odds.ts's business.
import { startTransition, useEffect } from 'react';
import type { EventWhen, ListOddsQuery, Sport } from '../../../../contracts/exchange.ts';
import { diffSize, squashDiffs } from '../../../../workers/diff.ts';
import { createOddsPoller, FALLBACK_POLL_INTERVAL_MS, type FeedMessage, type FirstAnswers, type OddsPoller } from '../../../../workers/odds-poller.ts';
import { store } from '../../../lib/store.ts';
import { applyFeedMessage, feedModeAtom, updateStaleness } from './atoms.ts';
import { startOddsForFirstScreen } from '../first-screen/first-screen-odds.ts';

export const EXCHANGE_API_URL: string = import.meta.env.VITE_EXCHANGE_API_URL ?? '/exchange-api';

type PollerApi = Pick<
  OddsPoller,
  | 'subscribeSports'
  | 'unsubscribeSports'
  | 'subscribeMarket'
  | 'unsubscribeMarket'
  | 'subscribeEvent'
  | 'unsubscribeEvent'
  | 'requestImage'
  | 'setVisible'
  | 'start'
  | 'setListener'
  | 'seed'
>;
type Remote = { [K in keyof PollerApi]: (...args: Parameters<PollerApi[K]>) => unknown };

let poller: Remote | null = null;
let pending: { message: FeedMessage; fromSeq: number } | null = null;
let frame = 0;
/** Whether the poller has sent anything yet (the page's own answers are drawn only before it has). */
let heardFromPoller = false;

/** Several messages within one frame are squashed and applied once (one store write, one commit). */
function receive(message: FeedMessage) {
  heardFromPoller = true;
  const last = pending?.message;
  if (pending && last?.kind === 'diff' && message.kind === 'diff' && message.seq === last.seq + 1) {
    pending.message = { ...message, diff: squashDiffs(last.diff, message.diff), health: message.health ?? last.health };
  } else {
    if (pending) flush();
    pending = { message, fromSeq: message.seq };
  }
  if (!frame) frame = requestAnimationFrame(flush);
}

/** A diff touching more keys than this is a list or a market arriving rather than prices moving. */
export const BULK_DIFF_KEYS = 50;

/**
 * Applies one message. An image (the poller's first, a resend after a gap) or a bulk diff mounts the rows of a whole screen
 * at once: applied in a transition, React renders it in slices of a few ms and yields to the browser
 * between them, instead of one long task. A tick that moves some prices stays urgent, so a price is on
 * screen in the frame it arrives in.
 */
function apply(message: FeedMessage, fromSeq = message.seq): boolean {
  const bulk = message.kind === 'image' || (message.kind === 'diff' && diffSize(message.diff) > BULK_DIFF_KEYS);
  if (!bulk) return applyFeedMessage(message, fromSeq);
  let applied = false;
  startTransition(() => {
    applied = applyFeedMessage(message, fromSeq);
  });
  return applied;
}

function flush() {
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  const next = pending;
  pending = null;
  if (next && !apply(next.message, next.fromSeq)) void poller?.requestImage();
}

/**
 * The odds worker and its bridge. comlink is fetched here, beside the worker's script, not with the
 * screen: the first screen is drawn from the page's answers before either is needed.
 */
async function startWorker(): Promise<Remote | null> {
  let worker: Worker | null = null;
  try {
    worker = new Worker(new URL('../../../../workers/odds.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener(
      'error',
      () => {
        // A worker that fails to load (old browser, blocked by policy) degrades to the main thread.
        worker?.terminate();
        switchToMainThread();
      },
      { once: true },
    );
    const Comlink = await import('comlink');
    const remote = Comlink.wrap<OddsPoller>(worker) as unknown as Remote;
    void remote.setListener(Comlink.proxy(receive) as never);
    return remote;
  } catch {
    // No worker, or its bridge could not be fetched: the caller runs the poller on the main thread.
    worker?.terminate();
    return null;
  }
}

/** Lists are counted per sport, `when` and odds ("soccer:inplay:best"). */
const active = { sports: new Map<string, number>(), markets: new Map<string, number>(), events: new Map<string, number>() };
const listOf = (key: string) => key.split(':') as [Sport, EventWhen, ListOddsQuery];

function switchToMainThread(answers: FirstAnswers | null = null) {
  const local = createOddsPoller({ baseUrl: EXCHANGE_API_URL, fetch: (url, init) => fetch(url, init), intervalMs: FALLBACK_POLL_INTERVAL_MS });
  local.setListener(receive);
  if (answers) local.seed(answers);
  poller = local;
  store.set(feedModeAtom, 'main-thread');
  subscribeActive(local);
  // As for the worker: started once the calling screen has subscribed.
  queueMicrotask(() => local.start());
}

function subscribeActive(target: Pick<OddsPoller, 'subscribeSports' | 'subscribeMarket' | 'subscribeEvent'>) {
  for (const key of active.sports.keys()) target.subscribeSports([listOf(key)[0]], listOf(key)[1], listOf(key)[2]);
  for (const id of active.markets.keys()) target.subscribeMarket(id);
  for (const id of active.events.keys()) target.subscribeEvent(id);
}

/** The odds worker, subscribed to what the screens mounted so far, and started. */
async function startWorkerPoller() {
  const remote = await startWorker();
  if (poller) return; // the worker failed to load meanwhile: the main thread runs the poller
  if (!remote) {
    switchToMainThread();
    return;
  }
  poller = remote;
  store.set(feedModeAtom, 'worker');
  subscribeActive(remote);
  // The page may have gone to the background while the worker waited: it starts paused then.
  if (document.visibilityState === 'hidden') void remote.setVisible(false);
  void remote.start();
}

let pollerStarted = false;

function ensurePoller(): void {
  if (pollerStarted) return;
  pollerStarted = true;
  document.addEventListener('visibilitychange', () => void poller?.setVisible(document.visibilityState !== 'hidden'));
  setInterval(() => updateStaleness(Date.now()), 500);
  startOddsForFirstScreen({
    inWorker: () => void startWorkerPoller(),
    onMainThread: switchToMainThread,
    subscribeActive,
    heardFromPoller: () => heardFromPoller,
  });
}

function counted<K>(map: Map<K, number>, key: K, on: () => void, off: () => void) {
  const n = map.get(key) ?? 0;
  map.set(key, n + 1);
  if (n === 0) on();
  return () => {
    const left = (map.get(key) ?? 1) - 1;
    if (left > 0) map.set(key, left);
    else {
      map.delete(key);
      off();
    }
  };
}

/** Subscribes the screen to sports lists, a market and/or an event while it is mounted. */
export function useFeed({
  sports,
  when = 'all',
  odds = 'best',
  marketId,
  eventId,
}: {
  sports?: Sport[];
  when?: EventWhen;
  odds?: ListOddsQuery;
  marketId?: string | null;
  eventId?: string | null;
}) {
  const sportKey = sports?.map((sport) => `${sport}:${when}:${odds}`).join(',') ?? '';
  useEffect(() => {
    ensurePoller();
    const offs: (() => void)[] = [];
    for (const key of sportKey ? sportKey.split(',') : []) {
      const [sport, w, o] = listOf(key);
      offs.push(
        counted(
          active.sports,
          key,
          () => void poller?.subscribeSports([sport], w, o),
          () => void poller?.unsubscribeSports([sport], w, o),
        ),
      );
    }
    if (marketId)
      offs.push(
        counted(
          active.markets,
          marketId,
          () => void poller?.subscribeMarket(marketId),
          () => void poller?.unsubscribeMarket(marketId),
        ),
      );
    if (eventId)
      offs.push(
        counted(
          active.events,
          eventId,
          () => void poller?.subscribeEvent(eventId),
          () => void poller?.unsubscribeEvent(eventId),
        ),
      );
    return () => offs.forEach((off) => off());
  }, [sportKey, marketId, eventId]);
}
