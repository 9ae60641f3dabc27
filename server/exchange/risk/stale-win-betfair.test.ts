// The stale-win flag over a real source: a Betfair stream peer (the test's own stream server, speaking the
// protocol) sends a greyhound market, then falls silent. Bets are taken until the silence is long enough
// to call the market stale, and refused while it is; the stale span the risk desk records runs from the
// last word the stream sent, so the winner placed in the silence is flagged, and its near misses (a winner
// placed before that last word, and one after the stream spoke again) are not.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { exchangeBets, riskFlags, riskMarketMarks } from '../../db/schema/index.ts';
import { recordedLines, startStreamServer, type StreamServer, type StreamServerConnection, TEST_TLS } from '../../../tests/helpers/betfair-stream-server.ts';
import { recordingLog } from '../../../tests/helpers/betfair-stream-sink.ts';
import { fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { placeBet } from '../bets/place-and-cancel.ts';
import { settleMarket } from '../bets/settlement.ts';
import { STALE_REFUSAL } from '../source/bet-quotes.ts';
import { type BetfairStreamSource, createBetfairStreamSource } from '../source/betfair/stream-source.ts';
import { betfairStreamConfigFromEnv } from '../source/betfair/stream/stream-config.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';
import { recordStaleSpans } from './background.ts';
import { scanFlags } from './flag-rules.ts';
import { MarkRecorder } from './market-marks.ts';

const MARKET = '1.197931750';
const EVENT = '31389771';
/** The runner named the winner when the market is settled; each bet lays another runner (so each wins, on money of its own). */
let winner = '';
const laid: string[] = [];
// Silence past the heartbeat and its margin is stale: long enough that a bet is placed well inside it on a busy machine.
const HEARTBEAT_MS = 3000;
const MARGIN_MS = 3000;
const lines = recordedLines('greyhound-win-stream.jsonl');

let t: TestApp;
let server: StreamServer;
let source: BetfairStreamSource;
let feed: Feed;
let stopMarks: () => void;
let connection: StreamServerConnection;
let subscription: number;
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = await startStreamServer();
  const config = betfairStreamConfigFromEnv({
    BETFAIR_APP_KEY: 'app-key',
    BETFAIR_SESSION_TOKEN: 'session',
    BETFAIR_STREAM_HOST: `127.0.0.1:${server.port}`,
    BETFAIR_HEARTBEAT_MS: String(HEARTBEAT_MS),
  });
  source = createBetfairStreamSource({ ...config, staleMarginMs: MARGIN_MS }, { ca: TEST_TLS.cert, log: recordingLog() });
  feed = installSourceFeed(source);
  stopMarks = recordStaleSpans(source, new MarkRecorder(t.deps.database.db), t.deps.now, (err) => errors.push(err));
  connection = await server.nextConnection();
  const auth = await connection.request('authentication');
  connection.status(auth.id);
  const sub = await connection.request('marketSubscription');
  subscription = sub.id!;
  connection.status(sub.id);
  const [first, ...rest] = lines;
  connection.send({
    op: 'mcm',
    id: subscription,
    initialClk: 'I-1',
    clk: first?.clk,
    ct: 'SUB_IMAGE',
    pt: first?.pt,
    heartbeatMs: HEARTBEAT_MS,
    mc: first?.mc,
  });
  for (const line of rest.slice(0, 5)) connection.send({ op: 'mcm', id: subscription, clk: line.clk, pt: line.pt, mc: line.mc });
  await vi.waitFor(() => expect(source.market(MARKET) && !source.isStale(MARKET)).toBe(true));
});
afterAll(async () => {
  stopMarks?.();
  feed?.stop();
  source?.stop();
  await server?.close();
});

/** Sends the recording's next change and waits until the source has applied it. */
let next = 6;
async function nextChange(): Promise<void> {
  const line = lines[next++]!;
  const applied = new Promise<void>((resolve) => {
    const off = source.subscribe((change) => {
      if (change.kind === 'market' && change.marketId === MARKET) {
        off();
        resolve();
      }
    });
  });
  connection.send({ op: 'mcm', id: subscription, clk: line.clk, pt: line.pt, mc: line.mc });
  await applied;
}

/** Lays a runner no other bet has laid, at its best lay price: matched on that runner's own shown money, and a winner when it loses. */
const layALoser = async (userId: number) => {
  const book = source.book(MARKET)!.filter((r) => r.lay[0] !== undefined);
  winner ||= String(book[0]!.selectionId);
  const runner = book.find((r) => String(r.selectionId) !== winner && !laid.includes(String(r.selectionId)))!;
  laid.push(String(runner.selectionId));
  return placeBet(
    t.deps,
    { userId, ip: null },
    {
      eventId: EVENT,
      marketId: MARKET,
      marketType: 'match_odds',
      selectionId: String(runner.selectionId),
      side: 'lay',
      price: runner.lay[0]!.price,
      stake: 100,
    },
    key(),
  );
};

describe('a stale span of a Betfair stream', () => {
  it('flags the winner placed in the silence before the market was called stale, not its near misses', async () => {
    const [early, late, refused, after] = await Promise.all([1, 2, 3, 4].map(() => fundedPlayer(t, 50_000)));
    const before = await layALoser(early!.userId);
    expect(before.bet.status, JSON.stringify(before.bet)).not.toBe('refused');
    // The stream's last word before its silence: the prices are unvouched from here.
    const lastWord = Date.now();
    await nextChange();
    const inSilence = await layALoser(late!.userId);
    expect(inSilence.bet.status, 'taken: the silence is not yet long enough to call').not.toBe('refused');
    expect(source.isStale(MARKET)).toBe(false);

    await vi.waitFor(() => expect(source.isStale(MARKET)).toBe(true), { timeout: HEARTBEAT_MS + MARGIN_MS + 5000 });
    // While stale every bet is refused with the catalogue's message.
    expect((await layALoser(refused!.userId)).bet).toMatchObject({ status: 'refused', code: STALE_REFUSAL });
    laid.pop();

    connection.send({ op: 'mcm', id: subscription, ct: 'HEARTBEAT', clk: 'again', pt: Date.now() });
    await vi.waitFor(() => expect(source.isStale(MARKET)).toBe(false));
    const fresh = await layALoser(after!.userId);
    expect(fresh.bet.status).not.toBe('refused');

    const [mark] = await t.deps.database.db.select().from(riskMarketMarks).where(eq(riskMarketMarks.eventId, EVENT));
    expect(mark).toMatchObject({ kind: 'stale' });
    // The span starts at the stream's last word (not when the silence was called) and ends when it spoke again.
    expect(mark!.startsAt.getTime()).toBeGreaterThanOrEqual(lastWord);
    expect(mark!.startsAt.getTime()).toBeLessThan(lastWord + 1000);
    expect(mark!.endsAt).not.toBeNull();
    expect(errors).toEqual([]);

    await settleMarket(t.deps, MARKET, { kind: 'winner', selectionId: winner });
    const outcomes = await t.deps.database.db.select({ id: exchangeBets.id, outcome: exchangeBets.outcome }).from(exchangeBets);
    // Every bet that was taken won: the flag tells them apart by when they were placed alone.
    expect(outcomes.map((b) => b.outcome)).toEqual(['won', 'won', 'won']);
    await scanFlags(t.deps.database.db, new Date(Date.now() - 3_600_000));
    const flagged = await t.deps.database.db.select().from(riskFlags).where(eq(riskFlags.rule, 'stale_win'));
    expect(flagged.map((f) => f.betId)).toEqual([inSilence.bet.id]);
  });
});
