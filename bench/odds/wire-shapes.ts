// npx tsx bench/odds/wire-shapes.ts: what a tick's message would weigh in each way of telling the main
// thread which way a price moved, over the odds benchmark's seeded fixtures and the real poller. Bytes
// are the message's JSON length, as bench:odds counts them; the ticks are the same in every shape.
//   posted  the diff as the poller posts it: new values only (the main thread holds the old ones)
//   code    each updated price as [value, direction]: 1 up, -1 down, 0 size only
//   pair    each updated key as [from, to], and removed keys with their values
import { applyDiff, type FeedDiff, type FeedValue, type Snapshot } from '../../workers/diff.ts';
import { isPriceKey } from '../../workers/feed-keys.ts';
import { createOddsPoller, type FeedMessage } from '../../workers/odds-poller.ts';
import { advance, bodyOf, createWorld, eventIdOf, eventUrl, findScenario, marketIdOf, marketUrl, type Scenario } from './fixtures.ts';

const KEYS = ['S1@1 cell', 'S1@10%', 'S1@100%', 'S1s@status', 'S3@10%', 'S4@10%', 'S4@100%', 'S5@10%'];
const TICKS = 10;

type Shape = 'posted' | 'code' | 'pair';
const price = (v: FeedValue | undefined) => (v && typeof v === 'object' ? Number(v.price) : 0);

function weigh(message: FeedMessage & { kind: 'diff' }, before: Snapshot): Record<Shape, number> {
  const { diff } = message;
  const code: Record<string, unknown> = {};
  const pair: Record<string, unknown> = {};
  for (const key in diff.updated) {
    const to = diff.updated[key] as FeedValue;
    const from = before[key] as FeedValue;
    code[key] = isPriceKey(key) ? [to, Math.sign(price(to) - price(from))] : to;
    pair[key] = [from, to];
  }
  const removedWithValues = Object.fromEntries(diff.removed.map((k) => [k, before[k] as FeedValue]));
  const size = (d: unknown) => JSON.stringify({ ...message, diff: d }).length;
  return {
    posted: JSON.stringify(message).length,
    code: size({ ...diff, updated: code }),
    pair: size({ ...diff, updated: pair, removed: removedWithValues }),
  };
}

async function ticksOf(scenario: Scenario): Promise<Record<Shape, number>[]> {
  const world = createWorld(scenario);
  const urls =
    scenario.view === 'markets'
      ? Array.from({ length: scenario.markets }, (_, i) => marketUrl(marketIdOf(i)))
      : [marketUrl(marketIdOf(0)), eventUrl(eventIdOf(0))];
  const subscribed = new Set(urls);
  const poller = createOddsPoller({
    baseUrl: '',
    fetch: async (url, init) => {
      const etag = `"${world.versions.get(url) ?? 1}"`;
      if (init.headers['if-none-match'] === etag) return new Response(null, { status: 304 });
      return new Response(JSON.stringify(bodyOf(world, url)), { headers: { etag } });
    },
  });
  let sent: FeedMessage[] = [];
  poller.setListener((m) => sent.push(m));
  if (scenario.view === 'markets') for (let i = 0; i < scenario.markets; i++) poller.subscribeMarket(marketIdOf(i));
  else {
    poller.subscribeMarket(marketIdOf(0));
    poller.subscribeEvent(eventIdOf(0));
  }
  await poller.tick();
  let snapshot = sent[0]?.kind === 'image' ? sent[0].snapshot : {};
  const out: Record<Shape, number>[] = [];
  for (let i = 0; i < TICKS; i++) {
    sent = [];
    advance(world, scenario, subscribed);
    await poller.tick();
    for (const m of sent) {
      if (m.kind !== 'diff') continue;
      out.push(weigh(m, snapshot));
      snapshot = applyDiff(snapshot, m.diff as FeedDiff);
    }
  }
  return out;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

console.log(`median bytes per message over ${TICKS} ticks (seed 20261123)\n`);
console.log(['scenario', 'posted', 'code', 'pair'].map((h) => h.padEnd(22)).join(''));
for (const key of KEYS) {
  const ticks = await ticksOf(findScenario(key));
  const cells = (['posted', 'code', 'pair'] as Shape[]).map((s) => {
    const m = median(ticks.map((t) => t[s]));
    return `${m} (${kib(m)})`.padEnd(22);
  });
  console.log(`${key.padEnd(22)}${cells.join('')}`);
}
