// npm run bench:feed: what Betfair's market data costs the server. Recorded stream messages per second
// ingested by the market cache (JSON.parse, schema check and apply, as the files source and the live
// stream do) and the heap the cache holds afterwards, for the shared T20 recording and for a synthetic day
// of 500 markets in the stream's format; beside them the built-in simulator stepping the same number of
// markets through the same simulated time. Decompression is left out: it happens once per file.
//   npm run bench:feed                       # 500 markets, 2,000 deltas each, simulator over a full day
//   npm run bench:feed -- --markets=100 --deltas=500 --sim-hours=2
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { readLines } from '../server/exchange/source/betfair/files/recording-lines.ts';
import { BetfairMarketCache } from '../server/exchange/source/betfair/market-cache.ts';
import { ExchangeSimulator, STEP_MS } from '../server/exchange/source/simulator/simulator.ts';
import { syntheticDay } from './feed/synthetic-day.ts';
import { arg } from './lib/args.ts';

const MARKETS = Number(arg('markets') ?? 500);
const DELTAS = Number(arg('deltas') ?? 2000);
const SIM_HOURS = Number(arg('sim-hours') ?? 24);
const T20 = join(import.meta.dirname, '../tests/fixtures/betfair/cricket-t20');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

function heapMb(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1_048_576;
}

interface Row {
  what: string;
  markets: number;
  messages: number;
  /** CPU time of this process (user + system): steadier than wall time on a shared machine. */
  ms: number;
  wallMs: number;
  heapMb: number;
}

interface Timing {
  ms: number;
  wallMs: number;
}

function timed(work: () => void): Timing {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  work();
  const used = process.cpuUsage(cpu);
  return { ms: (used.user + used.system) / 1000, wallMs: performance.now() - wall };
}

/** The T20 and its score stream, merged by publish time as the replay does. */
async function t20Lines(): Promise<string[]> {
  const lines: string[] = [];
  for (const file of ['cricket-t20-1.200806927.bz2', 'cricket-t20-1.200806927.scores.bz2']) {
    for await (const line of readLines(join(T20, file))) if (line) lines.push(line);
  }
  return lines
    .map((l) => ({ l, pt: (JSON.parse(l) as { pt: number }).pt }))
    .sort((a, b) => a.pt - b.pt)
    .map((t) => t.l);
}

function ingest(cache: BetfairMarketCache, lines: readonly string[]): Timing {
  return timed(() => {
    for (const line of lines) {
      const result = cache.apply(JSON.parse(line));
      if (!result.ok) throw new Error(`the cache refused a bench line: ${result.error}`);
    }
  });
}

async function t20Row(): Promise<Row> {
  const lines = await t20Lines();
  // A first pass warms the code (and its heap of compiled functions) so the measured pass is the cache alone.
  ingest(new BetfairMarketCache({ kind: 'betfair-files' }), lines);
  const before = heapMb();
  const cache = new BetfairMarketCache({ kind: 'betfair-files' });
  const { ms, wallMs } = ingest(cache, lines);
  const heap = heapMb() - before;
  if (cache.market('1.200806927')?.status !== 'CLOSED' || lines.length === 0) throw new Error('the T20 did not replay to its close');
  return { what: 'cache: T20 recording (1 market, 6 days)', markets: cache.size, messages: lines.length, ms, wallMs, heapMb: heap };
}

function syntheticRow(): Row {
  const before = heapMb();
  const cache = new BetfairMarketCache({ kind: 'betfair-files' });
  let messages = 0;
  let ms = 0;
  let wallMs = 0;
  for (const chunk of syntheticDay(MARKETS, DELTAS, 20_000)) {
    const t = ingest(cache, chunk);
    ms += t.ms;
    wallMs += t.wallMs;
    messages += chunk.length;
  }
  const heap = heapMb() - before;
  // Keep the cache alive through the heap reading.
  if (cache.size !== MARKETS) throw new Error(`expected ${MARKETS} markets, cache holds ${cache.size}`);
  return { what: `cache: synthetic day (${MARKETS} markets)`, markets: cache.size, messages, ms, wallMs, heapMb: heap };
}

function simulatorRow(markets: number): Row {
  const before = heapMb();
  const sims: ExchangeSimulator[] = [];
  const start = Date.parse('2026-12-01T00:00:00.000Z');
  let held = 0;
  // One simulator carries a day's fixtures; enough seeds together carry as many markets as the cache did.
  while (held < markets) {
    const sim = new ExchangeSimulator({ seed: 1 + sims.length, startMs: start });
    sims.push(sim);
    held += sim.byMarket.size;
  }
  const steps = (SIM_HOURS * 3_600_000) / STEP_MS;
  const { ms, wallMs } = timed(() => {
    for (let i = 0; i < steps; i++) for (const sim of sims) sim.advance(STEP_MS);
  });
  // Read after the day, as the cache's is: what the simulators hold once their day has played.
  const heap = heapMb() - before;
  if (sims.some((sim) => sim.now <= start)) throw new Error('a simulator did not move');
  return { what: `simulator: ${sims.length} seeds stepped ${SIM_HOURS} h`, markets: held, messages: steps * sims.length, ms, wallMs, heapMb: heap };
}

const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

const t20 = await t20Row();
const synthetic = syntheticRow();
const sim = simulatorRow(synthetic.markets);
const rows = [t20, synthetic, sim];

console.log(
  `\n${'what'.padEnd(52)}${'markets'.padStart(9)}${'messages/steps'.padStart(16)}${'CPU ms'.padStart(11)}${'wall ms'.padStart(11)}${'per CPU s'.padStart(13)}${'heap MB'.padStart(10)}${'KB/market'.padStart(11)}`,
);
for (const r of rows) {
  console.log(
    `${r.what.padEnd(52)}${fmt(r.markets).padStart(9)}${fmt(r.messages).padStart(16)}${fmt(r.ms).padStart(11)}${fmt(r.wallMs).padStart(11)}${fmt((r.messages / r.ms) * 1000).padStart(13)}${fmt(r.heapMb, 1).padStart(10)}${fmt((r.heapMb * 1024) / r.markets, 1).padStart(11)}`,
  );
}
const dayScale = 24 / SIM_HOURS;
const cachePerMarketDay = synthetic.ms / synthetic.markets;
const simPerMarketDay = (sim.ms * dayScale) / sim.markets;
console.log(
  `\nCPU per market-day: cache ingesting the synthetic day ${fmt(cachePerMarketDay, 1)} ms, simulator stepping a day ${fmt(simPerMarketDay, 1)} ms (simulator / cache ${fmt(simPerMarketDay / cachePerMarketDay, 2)}x)`,
);
const cacheKb = (synthetic.heapMb * 1024) / synthetic.markets;
const simKb = (sim.heapMb * 1024) / sim.markets;
console.log(`heap per market: cache after the day ${fmt(cacheKb, 1)} KB, simulator ${fmt(simKb, 1)} KB (cache / simulator ${fmt(cacheKb / simKb, 2)}x)`);
console.log(`Node ${process.version}, ${JSON.parse(readFileSync('/proc/loadavg', 'utf8').split(' ')[0])} load average at the end`);
