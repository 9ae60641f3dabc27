// npm run bench:wire: bytes over the wire for one phone watching one in-play cricket odds view for a
// minute, as the odds worker polls (match-odds + event every 300 ms, If-None-Match, Accept-Encoding
// gzip), beside plain polling of the same feed (no compression, no conditional requests), in one run.
// The real app is served on a loopback port. The simulator is driven by hand, 300 simulated ms per
// poll, so a "minute" takes a few seconds of wall time yet the feed changes at its real rate relative
// to the polling (EXCHANGE_SEED and EXCHANGE_BALL_SECONDS apply as in the server).
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { createApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import type { Deps } from '../server/context.ts';
import { fromPglite } from '../server/db/client.ts';
import { createDelivery } from '../server/delivery/adapter.ts';
import { feedSettings, installFeed } from '../server/exchange/source/running-feed.ts';
import { mainMarketOf } from '../server/exchange/feed-api/feed-view.ts';
import { scoreLine } from '../server/exchange/source/score-line.ts';
import { ExchangeSimulator } from '../server/exchange/source/simulator/simulator.ts';
import { prepareDatabase } from '../server/startup.ts';
import { LIST_POLL_EVERY_TICKS } from '../workers/odds-poller.ts';

const POLL_MS = 300;
const MINUTE_MS = 60_000;
const GOAL_BYTES_PER_MINUTE = 250 * 1024;
const GOAL_RATIO = 5;
const GOAL_LIST_BYTES_PER_MINUTE = 100 * 1024;

interface Client {
  name: string;
  headers: Record<string, string>;
  conditional: boolean;
  etags: Map<string, string>;
  down: number;
  up: number;
  full: number;
  notModified: number;
  /** Polls lists with ?since=<version> (workers/list-deltas.ts) instead of If-None-Match. */
  deltas?: Map<string, string>;
}

function client(name: string, encoding: string | null, conditional: boolean, deltas = false): Client {
  return {
    name,
    headers: encoding ? { 'accept-encoding': encoding } : {},
    conditional,
    etags: new Map(),
    down: 0,
    up: 0,
    full: 0,
    notModified: 0,
    ...(deltas ? { deltas: new Map() } : {}),
  };
}

/** One GET, counting the bytes as they cross the socket: status line, headers and the body as sent. */
function get(port: number, listPath: string, c: Client): Promise<void> {
  const headers: Record<string, string> = { ...c.headers };
  const etag = c.etags.get(listPath);
  const path = c.deltas ? `${listPath}&since=${c.deltas.get(listPath) ?? ''}` : listPath;
  if (c.conditional && etag && !c.deltas) headers['if-none-match'] = etag;
  c.up += `GET ${path} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n`.length + Object.entries(headers).reduce((n, [k, v]) => n + k.length + v.length + 4, 0) + 2;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: keepAlive }, (res) => {
      let head = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < res.rawHeaders.length; i += 2) head += res.rawHeaders[i]!.length + res.rawHeaders[i + 1]!.length + 4;
      let body = 0;
      res.on('data', (chunk: Buffer) => {
        body += chunk.length;
      });
      res.on('end', () => {
        c.down += head + body;
        if (res.statusCode === 304) c.notModified++;
        else c.full++;
        const tag = res.headers.etag;
        if (tag) c.etags.set(listPath, tag);
        const version = /^W\/"[DL](.+)"$/.exec(tag ?? '')?.[1];
        if (c.deltas && version) c.deltas.set(listPath, version);
        resolve();
      });
    });
    req.on('error', reject);
    req.end();
  });
}

const keepAlive = new Agent({ keepAlive: true, maxSockets: 4 });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const settings = feedSettings();
  const pglite = await PGlite.create();
  const database = fromPglite(pglite);
  const config = readConfig({
    DATA_DIR: '.tmp/bench-wire',
    OPERATOR_USERNAME: 'bench',
    OPERATOR_PASSWORD: 'bench-not-a-secret-1',
    // One address polls for every client of the bench: the per-address limits would answer 429s.
    PUBLIC_RATE_LIMIT_PER_MINUTE: '100000000',
    FEED_RATE_LIMIT_PER_MINUTE: '100000000',
  });
  await prepareDatabase(database, config);
  const deps: Deps = { database, config, now: () => new Date(), delivery: createDelivery(database) };
  const sim = new ExchangeSimulator({ seed: settings.seed, startMs: Date.now(), ballMs: settings.ballMs });
  const feed = installFeed(sim);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;

  // An in-play cricket match in the middle of an innings, so the whole minute is live play: read through the
  // market source, as every answer is.
  const { source } = feed;
  const ballsOf = (eventId: string) => {
    const innings = source.score(eventId)?.innings ?? [];
    const overs = innings[innings.length - 1]?.overs ?? 0;
    return Math.floor(overs) * 6 + Math.round((overs % 1) * 10);
  };
  const matchEvent = [...source.events()].find((ev) => {
    const market = mainMarketOf(source, ev.id);
    const score = source.score(ev.id);
    return ev.sport === 'cricket' && market?.inPlay && market.status === 'OPEN' && !score?.ballInProgress && !score?.pause && ballsOf(ev.id) < 90;
  });
  if (!matchEvent) throw new Error('no in-play cricket match to watch with this seed');
  const matchMarket = mainMarketOf(source, matchEvent.id)!;
  const paths = [`/exchange-api/api/match-odds/${matchMarket.id}`, `/exchange-api/api/event/${matchEvent.id}`];

  const plain = client('plain polling (no compression, no If-None-Match)', null, false);
  const worker = client('odds worker (If-None-Match, gzip)', 'gzip', true);
  const brotli = client('odds worker as a browser sends it (If-None-Match, gzip, br)', 'gzip, deflate, br, zstd', true);
  // The in-play list page (/exchange-inplay) polls the three sports' in-play lists with best prices.
  const listPaths = (['cricket', 'soccer', 'tennis'] as const).map((sport) => `/exchange-api/api/sports-events/${sport}?when=inplay`);
  const listWhole = client('in-play list, whole lists every 300 ms (If-None-Match, gzip, br)', 'gzip, deflate, br, zstd', true);
  const listDeltas = client(
    `in-play list as the worker polls it (?since=, every ${LIST_POLL_EVERY_TICKS * POLL_MS} ms)`,
    'gzip, deflate, br, zstd',
    true,
    true,
  );
  const started = performance.now();
  let balls = 0;
  let lastBall = ballsOf(matchEvent.id);
  for (let t = 0; t < MINUTE_MS; t += POLL_MS) {
    sim.advance(POLL_MS);
    if (ballsOf(matchEvent.id) !== lastBall) {
      balls++;
      lastBall = ballsOf(matchEvent.id);
    }
    for (const c of [plain, worker, brotli]) for (const p of paths) await get(port, p, c);
    if ((t / POLL_MS) % LIST_POLL_EVERY_TICKS === 0) for (const p of listPaths) await get(port, p, listDeltas);
    for (const p of listPaths) await get(port, p, listWhole);
  }
  const wall = performance.now() - started;

  console.log(`bench:wire: one in-play cricket odds view (${matchEvent.name}, ${scoreLine(source.score(matchEvent.id))})`);
  console.log(
    `seed ${settings.seed}, ball every ${settings.ballMs / 1000} s, ${MINUTE_MS / POLL_MS} polls × 2 answers, ${balls} balls bowled, market v${source.market(matchMarket.id)!.version}; simulated minute took ${(wall / 1000).toFixed(1)} s`,
  );
  console.log('');
  for (const c of [plain, worker, brotli]) {
    console.log(`${c.name.padEnd(62)} ${kb(c.down).padStart(10)}/min down  ${kb(c.up).padStart(9)}/min up  (${c.full} full, ${c.notModified} not modified)`);
  }
  console.log('');
  const inPlay = [...source.events()].filter((ev) => mainMarketOf(source, ev.id)?.inPlay).length;
  console.log(`the in-play list (${inPlay} events in play, 3 sports' lists with best prices)`);
  for (const c of [listWhole, listDeltas]) {
    console.log(`${c.name.padEnd(62)} ${kb(c.down).padStart(10)}/min down  ${kb(c.up).padStart(9)}/min up  (${c.full} full, ${c.notModified} not modified)`);
  }
  const ratio = plain.down / worker.down;
  console.log('');
  console.log(`ratio plain / worker: ${ratio.toFixed(1)}x`);
  console.log(`goal <= 250 KB/min: ${worker.down <= GOAL_BYTES_PER_MINUTE ? 'met' : 'MISSED'} (${kb(worker.down)})`);
  console.log(`goal >= ${GOAL_RATIO}x less than plain polling: ${ratio >= GOAL_RATIO ? 'met' : 'MISSED'} (${ratio.toFixed(1)}x)`);
  console.log(
    `goal in-play list <= ${kb(GOAL_LIST_BYTES_PER_MINUTE)}/min: ${listDeltas.down <= GOAL_LIST_BYTES_PER_MINUTE ? 'met' : 'MISSED'} (${kb(listDeltas.down)}; whole lists ${kb(listWhole.down)})`,
  );

  feed.stop();
  keepAlive.destroy();
  server.close();
  await database.close();
}

await main();
