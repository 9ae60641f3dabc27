// Two exchange journeys through the server, measured (docs/decisions/0185):
//   a bet:   a player's POST /api/exchange/bets, from the route to the ledger and back with the answer;
//   a price: the simulator moves a second on, then GET /exchange-api/api/match-odds/{marketId} answers it.
// The files each journey runs are counted by V8 (precise coverage with call counts, read right around one
// run, after a first run that is not counted, so what runs once per process is left out). Beside them,
// the journey's way as a list of calls from file to file, written out here from the code, with how many of
// those calls cross from one folder to another; a file on the way that did not run is reported, so the
// list cannot drift from the code unseen.
//   npx tsx scripts/exchange-journeys.ts
import { Session } from 'node:inspector/promises';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const session = new Session();
session.connect();
await session.post('Profiler.enable');
// Before the server's modules load, so every function of theirs is counted from the start.
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: false });

const { PGlite } = await import('@electric-sql/pglite');
const { fromPglite } = await import('../server/db/client.ts');
const { prepareDatabase } = await import('../server/startup.ts');
const { createApp } = await import('../server/app.ts');
const { outboxAdapter } = await import('../server/delivery/adapter.ts');
const { postEntry } = await import('../server/services/ledger.ts');
const { installFeed } = await import('../server/exchange/source/running-feed.ts');
const { ExchangeSimulator } = await import('../server/exchange/source/simulator/simulator.ts');
const { installMarketWatch } = await import('../server/exchange/bets/running-watch.ts');
const { testConfig } = await import('../tests/helpers/test-config.ts');

const X = 'server/exchange';
/** A bet's way to the ledger: each call from one file into another, in the order they happen. */
const BET_CALLS: [string, string][] = [
  [`${X}/bets/routes.ts`, 'server/middleware/auth.ts'], // requirePlayer
  [`${X}/bets/routes.ts`, 'server/services/idempotency.ts'], // idempotencyKeyOf
  [`${X}/bets/routes.ts`, 'server/lib/client-address.ts'],
  [`${X}/bets/routes.ts`, `${X}/bets/place-and-cancel.ts`], // placeBet
  [`${X}/bets/place-and-cancel.ts`, 'server/cluster/leader-calls.ts'], // in the leader, or sent to it
  ['server/cluster/leader-calls.ts', `${X}/bets/place-and-cancel.ts`],
  [`${X}/bets/place-and-cancel.ts`, `${X}/bets/running-watch.ts`], // marketWatchFor
  [`${X}/bets/running-watch.ts`, `${X}/source/running-feed.ts`], // feedFor
  [`${X}/bets/place-and-cancel.ts`, 'server/services/idempotency.ts'], // storedAnswer
  [`${X}/bets/place-and-cancel.ts`, 'server/services/responsible-gaming.ts'], // requireMayStake
  [`${X}/bets/place-and-cancel.ts`, `${X}/source/bet-quotes.ts`], // eventFor
  [`${X}/bets/place-and-cancel.ts`, `${X}/bets/settings.ts`], // limitsFor
  [`${X}/bets/place-and-cancel.ts`, `${X}/source/bet-quotes.ts`], // quoteFor
  [`${X}/source/bet-quotes.ts`, `${X}/source/simulator/matches/tennis-match.ts`], // the match's flags
  [`${X}/source/bet-quotes.ts`, `${X}/maths/price.ts`],
  [`${X}/bets/place-and-cancel.ts`, `${X}/bets/placement.ts`], // checkStake
  [`${X}/bets/place-and-cancel.ts`, 'server/services/idempotency.ts'], // runIdempotent
  [`${X}/bets/place-and-cancel.ts`, 'server/services/responsible-gaming.ts'], // lockLossLimits
  [`${X}/bets/place-and-cancel.ts`, `${X}/bets/placement.ts`], // placeBets
  [`${X}/bets/placement.ts`, `${X}/bets/holds.ts`], // fileMarket, lockHold, openBets
  [`${X}/bets/placement.ts`, `${X}/source/bet-quotes.ts`], // quoteFor, at this very moment
  [`${X}/bets/placement.ts`, `${X}/maths/matching.ts`],
  [`${X}/bets/placement.ts`, `${X}/source/simulator/simulator.ts`], // consume
  [`${X}/source/simulator/simulator.ts`, `${X}/source/simulator/book-liquidity.ts`],
  [`${X}/bets/placement.ts`, `${X}/bets/holds.ts`], // shapeOf, partsOf
  [`${X}/bets/placement.ts`, `${X}/maths/market-outcomes.ts`], // bestCaseFor, holdFor
  [`${X}/maths/market-outcomes.ts`, `${X}/maths/position.ts`],
  [`${X}/bets/placement.ts`, `${X}/bets/holds.ts`], // moveHold
  [`${X}/bets/holds.ts`, 'server/services/ledger.ts'], // postEntry
];
const SIM = `${X}/source/simulator`;
/** A price's way from the simulator to the poller's answer. */
const PRICE_CALLS: [string, string][] = [
  [`${SIM}/simulator.ts`, `${SIM}/schedule.ts`], // the Dhaka day
  ...['cricket', 'soccer', 'tennis'].flatMap((sport): [string, string][] => [
    [`${SIM}/simulator.ts`, `${SIM}/matches/${sport}-match.ts`], // advance, winProbs
    [`${SIM}/matches/${sport}-match.ts`, `${SIM}/matches/match-model.ts`], // logistic
  ]),
  [`${SIM}/simulator.ts`, `${SIM}/market-book.ts`], // depthFor
  [`${SIM}/market-book.ts`, `${SIM}/prng.ts`],
  [`${SIM}/simulator.ts`, `${X}/bets/market-watch.ts`], // prices moved, told to the watch
  [`${X}/feed-api/routes.ts`, `${X}/source/running-feed.ts`], // feedFor
  [`${X}/feed-api/routes.ts`, `${X}/feed-api/answer-cache.ts`], // answerCacheOf, get
  [`${X}/feed-api/routes.ts`, `${X}/feed-api/polled-cache-keys.ts`], // matchOddsKey
  [`${X}/feed-api/routes.ts`, `${X}/feed-api/answer-bodies.ts`], // matchOdds, built once per version
  [`${X}/feed-api/answer-bodies.ts`, `${X}/source/names-bn.ts`], // teamBn
  [`${X}/feed-api/answer-bodies.ts`, `${SIM}/matches/tennis-match.ts`], // the match's flags
  [`${X}/feed-api/routes.ts`, `${X}/feed-api/send-answer.ts`],
  [`${X}/feed-api/send-answer.ts`, 'server/lib/etag.ts'],
];

/** The server files any of whose functions ran since the counters were last read (reading resets them). */
async function filesRun(): Promise<string[]> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const files = new Set<string>();
  for (const script of result) {
    if (!script.url.startsWith('file:')) continue;
    const path = relative(process.cwd(), fileURLToPath(script.url));
    if (path.startsWith('server/') && script.functions.some((f) => f.ranges.some((r) => r.count > 0))) files.add(path);
  }
  return [...files].sort();
}

const database = fromPglite(await PGlite.create());
const config = testConfig();
await prepareDatabase(database, config);
const deps = { database, config, now: () => new Date(), delivery: outboxAdapter(database) };
const app = createApp(deps);
const address = { incoming: { socket: { remoteAddress: '10.1.2.3', remoteFamily: 'IPv4' } } };
async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init: RequestInit = { method, headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const res = await app.request(path, init, address);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

// 20:00 in Dhaka, matches in play; the simulator moves only when this script moves it.
const sim = new ExchangeSimulator({ seed: 31, startMs: Date.parse('2026-11-23T14:00:00Z'), ballMs: 6000 });
installFeed(sim);
await installMarketWatch(deps, { delayScale: 0 });

function inPlay() {
  for (let i = 0; i < 3600; i++) {
    const ev = [...sim.events.values()].find(
      (e) => e.status === 'inplay' && !e.match.flags().suspended && !e.match.flags().ballRunning && e.depth.every((d) => d.back.length > 0),
    );
    if (ev) return ev;
    sim.advance(500);
  }
  throw new Error('no market in play');
}

/** A funded player's session token. */
async function player(n: number): Promise<string> {
  const tag = `${process.pid}${n}`.slice(-8);
  const input = { username: `journey${tag}`, password: 'Secret123', confirmPassword: 'Secret123', name: 'Journey', currency: 'BDT' };
  await call('POST', '/api/v1/create-players', { ...input, phone: `01${tag.padStart(9, '7')}`, email: `journey${tag}@example.com` });
  const login = await call('POST', '/api/login', { username: input.username, password: input.password });
  await postEntry(database.db, { userId: Number(login.remote_id), amountPoisha: 1_000_000, kind: 'adjustment', memo: 'journey funding' });
  return login.token as string;
}

/** A back bet at the best price on an in-play market, ready to send. */
function betRequest(token: string): () => Promise<void> {
  const ev = inPlay();
  const bet = {
    eventId: ev.id,
    marketId: ev.marketId,
    marketType: 'match_odds',
    selectionId: String(ev.selectionIds[0]),
    side: 'back',
    price: ev.depth[0]!.back[0]!.price,
    stake: 100,
  };
  const headers = { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
  return async () => {
    const answer = await call('POST', '/api/exchange/bets', bet, headers);
    if (answer.bet.status === 'refused') throw new Error(`bet refused: ${answer.bet.message}`);
  };
}

/** The simulator's next second, then the poll of an in-play market's match odds. */
function pricePoll(): () => Promise<void> {
  const path = `/exchange-api/api/match-odds/${inPlay().marketId}`;
  return async () => {
    sim.advance(1000);
    await call('GET', path);
  };
}

/** The files one run of a journey goes through, after a first run that is not counted. */
async function measure(journey: () => () => Promise<void>): Promise<string[]> {
  await journey()();
  const run = journey();
  await filesRun();
  await run();
  return filesRun();
}

function report(title: string, files: string[], calls: [string, string][]): void {
  const inExchange = (file: string) => file.startsWith(`${X}/`);
  const crossing = calls.filter(([from, to]) => dirname(from) !== dirname(to));
  // server/<area>/…: the server's top-level folders (a file in server/ itself is its own area).
  const area = (file: string) => file.split('/').slice(0, 2).join('/');
  console.log(`\n${title}\n  ${files.length} server files ran:`);
  for (const file of files) console.log(`    ${file}`);
  console.log(`  its way, ${calls.length} calls from file to file:`);
  for (const [from, to] of calls) console.log(`    ${from} -> ${to}${dirname(from) === dirname(to) ? '' : '   (another folder)'}`);
  console.log(`  ${crossing.length} of them into another folder:`);
  console.log(`    ${crossing.filter(([from, to]) => inExchange(from) && inExchange(to)).length} between the exchange's own folders`);
  console.log(`    ${crossing.filter(([from, to]) => inExchange(from) !== inExchange(to)).length} in or out of server/exchange/`);
  console.log(`  ${calls.filter(([from, to]) => area(from) !== area(to)).length} of them from one of the server's top-level folders into another`);
  const unseen = [...new Set(calls.flat())].filter((file) => !files.includes(file));
  if (unseen.length > 0) console.log(`  ON THE WAY BUT NOT RUN (the list above is out of date): ${unseen.join(', ')}`);
}

const bettors = [await player(1), await player(2)];
const bet = await measure(() => betRequest(bettors.shift()!));
const price = await measure(pricePoll);
report('A bet: POST /api/exchange/bets, to the ledger and back with its answer', bet, BET_CALLS);
report('A price: the simulator moves on, GET /exchange-api/api/match-odds/{marketId} answers it', price, PRICE_CALLS);
await database.close();
process.exit(0);
