// A trader moves a fancy line while many players bet at the old price at once, on PostgreSQL (a real pool,
// so the move's transaction truly overlaps the bets'). Each bet must be matched at the price it asked only
// if it committed before the move did, or refused as a price change after: never matched at a price the
// line no longer had when the bet committed. The order of commits is witnessed in the database itself: a
// deferred constraint trigger runs inside each committing transaction, after every row lock it took, and
// numbers it from one sequence, so a bet that held the line's row lock is numbered before the move that
// waited for it, and a bet that quoted a line already moved is numbered after the move.
// Each round is made to race, not left to the scheduler: a gate (an advisory lock the test holds, which
// every bet's insert must share) stops the first bets inside their transactions, holding the line's lock,
// until the database shows the trader's move waiting for that lock; only then is the gate opened. Run with
// TEST_DATABASE_URL=postgres://... npx vitest run tests/pg/trader-line-concurrency.test.ts
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets } from '../../server/db/schema/index.ts';
import { rows } from '../../server/db/sql.ts';
import { marketWatchFor } from '../../server/exchange/bets/running-watch.ts';
import { bookmakerOf, EVENT, openTradingDesk, sessionLineOf, type TradingDesk } from '../../server/exchange/trading/trading-test-kit.ts';
import { expectInvariants, fundedPlayer, key } from '../helpers/exchange-kit.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { usingPostgres } from '../helpers/test-db.ts';

// The bookmaker's in-play bet delay (3 s by default) at half its length, so a bet quoted before the move
// is still waiting when the move commits; read when the bet watch is made, after this file is loaded.
process.env.EXCHANGE_BET_DELAY_SCALE = '0.5';
const DELAY_MS = 1500;
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let t: TestApp;
let desk: TradingDesk | undefined;

/** Numbers each committing bet and line change (a deferred trigger runs at commit, after every lock the transaction took). */
const WITNESS = [
  'CREATE SEQUENCE commit_witness',
  'CREATE TABLE commit_order (what text NOT NULL, id bigint NOT NULL, n bigint NOT NULL, line integer)',
  `CREATE FUNCTION note_bet_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     INSERT INTO commit_order VALUES ('bet', NEW.id, nextval('commit_witness'), NEW.line); RETURN NULL; END $$`,
  `CREATE FUNCTION note_line_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     INSERT INTO commit_order VALUES ('line', NEW.id, nextval('commit_witness'), NEW.yes_value); RETURN NULL; END $$`,
  `CREATE CONSTRAINT TRIGGER bet_commit AFTER INSERT ON exchange_bets DEFERRABLE INITIALLY DEFERRED
     FOR EACH ROW EXECUTE FUNCTION note_bet_commit()`,
  `CREATE CONSTRAINT TRIGGER line_commit AFTER UPDATE ON trading_markets DEFERRABLE INITIALLY DEFERRED
     FOR EACH ROW EXECUTE FUNCTION note_line_commit()`,
];
/** The gate: a bet's insert waits while the test holds this advisory lock (it runs after the bet locked the line). */
const GATE = 36_036;
const GATED_INSERTS = [
  `CREATE FUNCTION wait_at_gate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     PERFORM pg_advisory_xact_lock_shared(${GATE}); RETURN NEW; END $$`,
  'CREATE TRIGGER bet_gate BEFORE INSERT ON exchange_bets FOR EACH ROW EXECUTE FUNCTION wait_at_gate()',
];

beforeAll(async () => {
  if (!usingPostgres()) return;
  t = await createTestApp();
  for (const statement of [...WITNESS, ...GATED_INSERTS]) await t.deps.database.db.execute(sql.raw(statement));
  desk = await openTradingDesk(t);
});
afterAll(() => desk?.feed.stop());

const operator = (path: string, body: unknown) => desk!.operator('POST', path, body);
const yesBet = (token: string, lineId: string, yes: number) =>
  t.call('POST', '/api/exchange/bets', {
    token,
    headers: { 'Idempotency-Key': key() },
    body: { eventId: EVENT, marketId: EVENT, marketType: 'fancy', selectionId: lineId, side: 'yes', line: yes, price: 100, stake: 100 },
  });

async function openLine(title: string): Promise<{ id: number; lineId: string; marketKey: string }> {
  const res = await operator('/lines', sessionLineOf(title));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: res.body.market.id, lineId: res.body.market.feedId, marketKey: res.body.market.marketKey };
}

/** Holds the gate in a transaction of its own until opened. */
function closeGate(): { closed: Promise<void>; open(): Promise<void> } {
  let opened!: () => void;
  let closedNow!: () => void;
  const opening = new Promise<void>((resolve) => (opened = resolve));
  const closed = new Promise<void>((resolve) => (closedNow = resolve));
  const held = t.deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${GATE})`);
    closedNow();
    await opening;
  });
  return {
    closed,
    open: async () => {
      opened();
      await held;
    },
  };
}

/** Waits for a state the database reports (not for a span of time); fails naming it if it never comes. */
async function until(what: string, count: () => Promise<number>, wanted: number): Promise<void> {
  let seen = -1;
  for (let i = 0; i < 800; i++) {
    seen = await count();
    if (seen >= wanted) return;
    await later(25);
  }
  throw new Error(`${what}: ${seen} of ${wanted}`);
}
const countOf = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: number }>(t.deps.database.db, query))[0]!.n);
/**
 * Bets stopped inside their transactions, each already holding the line's lock: the first at the gate, and
 * on a line nobody has bet on yet, the rest waiting for the first's filing of the market row.
 */
const stoppedBets = () =>
  countOf(sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
    AND (wait_event = 'advisory' OR query ILIKE 'insert into "exchange_markets"%')`);
const moveWaitingForTheLine = () =>
  countOf(sql`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
    AND query ILIKE '%from "trading_markets"%for update%'`);

describe.runIf(usingPostgres())('a trader moving a line while players bet on it, on PostgreSQL', () => {
  it.each([1, 2, 3])('every bet at the old price is matched before the move commits or re-asked after it (round %i)', async (round) => {
    // One player a bet, so no bet waits for another's hold row: each one in flight holds the line's lock.
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(t, 10_000)));
    const line = await openLine(`${6 + round} over runs Sydney Sixers`);
    const gate = closeGate();
    await gate.closed;
    let settled = 0;
    let moving: ReturnType<typeof operator> | undefined;
    const before = players.map((p) => yesBet(p.token, line.lineId, 161).finally(() => settled++));
    try {
      await until('bets holding the line, stopped inside their transactions', stoppedBets, players.length);
      moving = operator(`/markets/${line.id}/move`, { runs: 2 });
      await until('the move waiting for the bets’ lock on the line', moveWaitingForTheLine, 1);
      // The race, as the database shows it: every bet in flight inside its transaction, the move waiting.
      expect(settled).toBe(0);
    } finally {
      await gate.open();
    }
    const moveAnswer = await moving!;
    expect(moveAnswer.status, JSON.stringify(moveAnswer.body)).toBe(200);
    expect(moveAnswer.body.market).toMatchObject({ yes: 163 });
    // Bets asked at the old line after the move has committed.
    const after = players.map((p) => yesBet(p.token, line.lineId, 161));
    const betAnswers = [...(await Promise.all(before)), ...(await Promise.all(after))];

    for (const a of betAnswers) {
      expect(a.status, JSON.stringify(a.body)).toBe(200);
      if (a.body.bet.status !== 'matched') expect(a.body.bet).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    }
    const matched = betAnswers.filter((a) => a.body.bet.status === 'matched');
    const stored = await t.deps.database.db
      .select()
      .from(exchangeBets)
      .where(and(eq(exchangeBets.marketKey, line.marketKey), gt(exchangeBets.matchedPoisha, 0)));
    expect(stored).toHaveLength(matched.length);

    const order = await rows<{ what: string; id: string; n: string; line: number }>(t.deps.database.db, sql`SELECT * FROM commit_order`);
    const moveAt = Number(order.find((o) => o.what === 'line' && Number(o.id) === line.id)!.n);
    let matchedBefore = 0;
    for (const bet of stored) {
      const at = Number(order.find((o) => o.what === 'bet' && Number(o.id) === bet.id)!.n);
      // The line the row had when this bet committed: 161 before the move, 163 after.
      expect({ bet: bet.id, line: bet.line }).toEqual({ bet: bet.id, line: at < moveAt ? 161 : 163 });
      if (at < moveAt) matchedBefore++;
    }
    const reasked = (await Promise.all(after)).filter((a) => a.body.bet.code === 'exchangePriceMoved').length;
    // Both sides of the race happened: bets in flight with the move matched at the old line, bets after it re-asked.
    expect(matchedBefore).toBeGreaterThan(0);
    expect(reasked).toBeGreaterThan(0);
    expect({ matchedBefore, reasked }).toEqual({ matchedBefore: players.length, reasked: players.length });
    console.info(`round ${round}: the move waited for ${players.length} bets; ${matchedBefore} matched at 161 before it, ${reasked} re-asked after it`);
    await expectInvariants({ t, watch: await marketWatchFor(t.deps) });
  });

  it('backs on the in-play bookmaker quoted before a move and placed after their bet delay are re-asked, never matched at the old rate', async () => {
    const players = await Promise.all(Array.from({ length: 3 }, () => fundedPlayer(t, 10_000)));
    const opened = await operator('/bookmakers', bookmakerOf());
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const { id, feedId } = opened.body.market;
    // Each back is quoted at 90, waits out the in-play delay, and is placed after the trader's move has
    // committed: only the line read again under its lock in the placing transaction can see the move.
    const asked = Array.from({ length: 12 }, (_, i) =>
      t.call('POST', '/api/exchange/bets', {
        token: players[i % players.length]!.token,
        headers: { 'Idempotency-Key': key() },
        body: { eventId: EVENT, marketId: feedId, marketType: 'bookmaker', selectionId: '228749', side: 'back', price: 90, stake: 100 },
      }),
    );
    await later(DELAY_MS / 4);
    const moved = await operator(`/markets/${id}/move`, { rate: -5 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const answers = await Promise.all(asked);
    for (const a of answers) expect(a.body.bet, JSON.stringify(a.body)).toMatchObject({ status: 'refused', code: 'exchangePriceMoved' });
    const stored = await t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.marketKey, feedId));
    expect(stored.filter((b) => b.matchedPoisha > 0)).toEqual([]);
    await expectInvariants({ t, watch: await marketWatchFor(t.deps) });
  });
});
