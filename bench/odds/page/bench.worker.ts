// The benchmark's odds worker: the real poller (workers/odds-poller.ts) over a fixture "fetch" instead of
// the network, ticking only when the harness says so. The bench vite config loads this file in place
// of workers/odds.worker.ts, so the production feed (src/features/exchange/feed/odds-poller-bridge.ts) talks to it
// unchanged; the naive and vanilla variants start it themselves. Same exposed API as production.
import * as Comlink from 'comlink';
import { isPriceKey } from '../../../workers/feed-keys.ts';
import { createOddsPoller, type FeedListener, type FeedMessage } from '../../../workers/odds-poller.ts';
import { advance, bodyOf, createWorld, expectedMarketPrices, findScenario, type Scenario, type World } from '../fixtures.ts';

let scenario: Scenario | null = null;
let world: World | null = null;
const subscribed = new Set<string>();
const bodies = new Map<string, { version: number; text: string }>();

function text(url: string): string | null {
  if (!world) return null;
  const version = world.versions.get(url) ?? 1;
  const cached = bodies.get(url);
  if (cached?.version === version) return cached.text;
  const body = bodyOf(world, url);
  if (body === null) return null;
  const t = JSON.stringify(body);
  bodies.set(url, { version, text: t });
  return t;
}

const poller = createOddsPoller({
  baseUrl: '',
  now: () => Date.now(),
  fetch: async (url, init) => {
    const version = world?.versions.get(url) ?? 1;
    const etag = `"${version}"`;
    if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
    const body = text(url);
    if (body === null) return new Response(null, { status: 404 });
    return new Response(body, { status: 200, headers: { etag, 'content-type': 'application/json' } });
  },
});

// Every message the poller hands the main thread is counted here, on the sending side.
let sent: FeedMessage[] = [];
let pendingAcks: Promise<unknown>[] = [];
let mainListener: FeedListener | null = null;
poller.setListener((m) => {
  sent.push(m);
  if (mainListener) pendingAcks.push(Promise.resolve(mainListener(m)));
});

/** Serves every subscribed body once before timing, so the "server's" stringify is not worker time. */
function prime() {
  for (const url of subscribed) text(url);
}

/** Price cells changed by the messages, and other keys changed (rows, statuses, lines). */
function changedKeys(messages: FeedMessage[]) {
  let cells = 0;
  let others = 0;
  for (const m of messages) {
    const keys =
      m.kind === 'image' ? Object.keys(m.snapshot) : m.kind === 'diff' ? [...Object.keys(m.diff.added), ...Object.keys(m.diff.updated), ...m.diff.removed] : [];
    for (const k of keys)
      if (isPriceKey(k)) cells++;
      else others++;
  }
  return { cells, others };
}

async function oneTick(move: boolean) {
  if (move && world && scenario) advance(world, scenario, subscribed);
  prime();
  sent = [];
  const t0 = performance.now();
  await poller.tick();
  const workerMs = performance.now() - t0;
  const messages = sent;
  // Structured-clone size is not observable; the JSON length of the message is its wire size here.
  const bytes = messages.reduce((n, m) => n + JSON.stringify(m).length, 0);
  const changed = changedKeys(messages);
  return { messages: messages.length, bytes, changedCells: changed.cells, otherKeys: changed.others, workerMs };
}

type Command =
  | { __bench: 'configure'; id: number; scenario: string; seed?: number }
  | { __bench: 'tick'; id: number; move: boolean }
  | { __bench: 'burst'; id: number; ms: number; intervalMs: number };

// Registered before Comlink.expose, so the harness's messages never reach Comlink.
self.addEventListener('message', (event: MessageEvent) => {
  const cmd = event.data as Command | undefined;
  if (!cmd || typeof cmd !== 'object' || !('__bench' in cmd)) return;
  event.stopImmediatePropagation();
  void run(cmd).then((result) => self.postMessage({ __bench: 'done', id: cmd.id, result }));
});

async function run(cmd: Command): Promise<unknown> {
  if (cmd.__bench === 'configure') {
    scenario = findScenario(cmd.scenario);
    world = createWorld(scenario, cmd.seed);
    return { ok: true };
  }
  if (cmd.__bench === 'tick') {
    const result = await oneTick(cmd.move);
    // The answer goes out only after the main thread has received the tick's messages.
    await Promise.all(pendingAcks);
    pendingAcks = [];
    return result;
  }
  // S7: the feed pushes on its own clock; the main thread must keep up and the last value win.
  const totals = { ticks: 0, messages: 0, bytes: 0, changedCells: 0, workerMs: 0 };
  const end = performance.now() + cmd.ms;
  let due = performance.now();
  while (performance.now() < end) {
    const r = await oneTick(true);
    totals.ticks++;
    totals.messages += r.messages;
    totals.bytes += r.bytes;
    totals.changedCells += r.changedCells;
    totals.workerMs += r.workerMs;
    due += cmd.intervalMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await Promise.all(pendingAcks);
  pendingAcks = [];
  return { ...totals, expected: world ? expectedMarketPrices(world) : [] };
}

const track = (url: string, on: boolean) => {
  if (on) subscribed.add(url);
  else subscribed.delete(url);
};

Comlink.expose({
  setListener(fn: FeedListener | null) {
    mainListener = fn;
  },
  subscribeSports(sports: Parameters<typeof poller.subscribeSports>[0]) {
    sports.forEach((s) => track(`/api/sports-events/${s}`, true));
    poller.subscribeSports(sports);
  },
  unsubscribeSports(sports: Parameters<typeof poller.subscribeSports>[0]) {
    sports.forEach((s) => track(`/api/sports-events/${s}`, false));
    poller.unsubscribeSports(sports);
  },
  subscribeMarket(id: string) {
    track(`/api/match-odds/${encodeURIComponent(id)}`, true);
    poller.subscribeMarket(id);
  },
  unsubscribeMarket(id: string) {
    track(`/api/match-odds/${encodeURIComponent(id)}`, false);
    poller.unsubscribeMarket(id);
  },
  subscribeEvent(id: string) {
    track(`/api/event/${encodeURIComponent(id)}`, true);
    poller.subscribeEvent(id);
  },
  unsubscribeEvent(id: string) {
    track(`/api/event/${encodeURIComponent(id)}`, false);
    poller.unsubscribeEvent(id);
  },
  requestImage() {
    poller.requestImage();
  },
  setVisible() {
    /* the harness drives the ticks; visibility does not pause it */
  },
  // No timers: ticks come from the harness.
  start() {},
  stop() {},
});
