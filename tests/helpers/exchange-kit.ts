// Shared steps for the exchange betting tests (server/exchange/**/*.test.ts, tests/pg/exchange-*):
// a test app with its own simulator that only moves when the test moves it, funded players, and the
// invariants every test checks after money moved.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { installFeed, type Feed } from '../../server/exchange/source/running-feed.ts';
import type { MarketWatch, MarketWatchOptions } from '../../server/exchange/bets/market-watch.ts';
import type { SimEvent } from '../../server/exchange/source/simulator/sim-event.ts';
import { ExchangeSimulator } from '../../server/exchange/source/simulator/simulator.ts';
import { installMarketWatch } from '../../server/exchange/bets/running-watch.ts';
import { holdMismatches } from '../../server/exchange/bets/holds.ts';
import { balanceOf, ledgerMismatches, postEntry } from '../../server/services/ledger.ts';
import { one } from '../../server/db/sql.ts';
import type { Bettor } from '../../server/exchange/bets/place-and-cancel.ts';
import type { PlaceBetRequest } from '../../contracts/exchange-bets.ts';
import type { Config } from '../../server/config.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { createPlayer } from './players.ts';

/** 10:00 in Dhaka. */
export const START = Date.parse('2026-11-23T04:00:00Z');

export interface BettingWorld {
  t: TestApp;
  feed: Feed;
  sim: ExchangeSimulator;
  watch: MarketWatch;
}

/** 20:00 in Dhaka: many matches in play, and a new T20 starting about every half hour to hour. */
export const EVENING = Date.parse('2026-11-23T14:00:00Z');

/**
 * A test app over its own simulator (moved only by the test) and a market watch with no bet delay.
 * The simulator keeps the Dhaka schedule: a test that needs many in-play matches starts at EVENING.
 */
export async function bettingWorld(
  opts: { seed?: number; ballMs?: number; startMs?: number; watch?: Partial<MarketWatchOptions>; config?: Partial<Config> } = {},
): Promise<BettingWorld> {
  const t = await createTestApp({ config: opts.config });
  const sim = new ExchangeSimulator({ seed: opts.seed ?? 31, startMs: opts.startMs ?? START, ballMs: opts.ballMs ?? 6000 });
  const feed = installFeed(sim);
  const watch = await installMarketWatch(t.deps, { delayScale: 0, ...opts.watch });
  return { t, feed, sim, watch };
}

/** A signed-up player with `taka` in the balance (an adjustment entry, so no deposit flow is needed). */
export async function fundedPlayer(t: TestApp, taka: number): Promise<Bettor & { token: string }> {
  const p = await createPlayer(t);
  const userId = Number(p.remote_id);
  if (taka > 0) await postEntry(t.deps.database.db, { userId, amountPoisha: Math.round(taka * 100), kind: 'adjustment', memo: 'test funding' });
  return { userId, ip: '203.0.113.7', token: p.token };
}

export const key = () => randomUUID();

export async function balance(t: TestApp, userId: number): Promise<number> {
  return (await balanceOf(t.deps.database.db, userId)) / 100;
}

export async function heldFor(t: TestApp, userId: number): Promise<number> {
  const row = await one<{ h: string | null }>(
    t.deps.database.db,
    sql`SELECT SUM(hold_poisha) AS h FROM exchange_holds WHERE user_id = ${userId} AND status = 'open'`,
  );
  return Number(row?.h ?? 0) / 100;
}

/** Every balance equals its entries, none is negative, and every poisha held is in an open hold. */
/** `w`: a betting world, or any app with the watch its bets run through (the simulator's or a source's). */
export async function expectInvariants(w: { t: TestApp; watch: { flush(): Promise<void>; failures: number }; feed?: unknown; sim?: unknown }): Promise<void> {
  await w.watch.flush();
  expect(w.watch.failures, 'background jobs that failed').toBe(0);
  const db = w.t.deps.database.db;
  expect(await ledgerMismatches(db)).toEqual([]);
  expect(await holdMismatches(db)).toEqual([]);
  const negative = await one<{ n: string }>(db, sql`SELECT count(*) AS n FROM wallet_accounts WHERE balance_poisha < 0`);
  expect(Number(negative!.n)).toBe(0);
}

/** Moves the simulator until `done` holds (a second at a time, up to `maxMs`). */
export function advanceUntil(sim: ExchangeSimulator, done: () => boolean, maxMs = 4 * 3_600_000, stepMs = 1000): void {
  for (let t = 0; t < maxMs && !done(); t += stepMs) sim.advance(stepMs);
  expect(done(), 'the simulator never reached the state the test waits for').toBe(true);
}

const open = (ev: SimEvent) => !ev.match.flags().suspended && !ev.match.flags().ballRunning;

/** An in-play event taking bets right now, with prices on both sides, moving the simulator if needed. */
export function inPlay(sim: ExchangeSimulator, pick: (ev: SimEvent) => boolean = () => true): SimEvent {
  let found: SimEvent | undefined;
  advanceUntil(
    sim,
    () => {
      found = [...sim.events.values()].find(
        (ev) => ev.status === 'inplay' && open(ev) && ev.depth.every((d) => d.back.length > 0 && d.lay.length > 0) && pick(ev),
      );
      return !!found;
    },
    3_600_000,
    500,
  );
  return found!;
}

/** An in-play cricket event taking bets right now (with a bookmaker and fancy lines). */
export function cricketInPlay(sim: ExchangeSimulator, pick: (ev: SimEvent) => boolean = () => true): SimEvent {
  return inPlay(sim, (ev) => !!ev.cricket && ev.hasBookmaker && pick(ev));
}

export function upcoming(sim: ExchangeSimulator, sport: 'cricket' | 'soccer' | 'tennis' = 'soccer'): SimEvent {
  return [...sim.events.values()].filter((ev) => ev.sport === sport && ev.status === 'upcoming').sort((a, b) => a.openDate - b.openDate)[0]!;
}

/** A match-odds ask on runner `runner` of `ev`; price and stake in the wire's units. */
export function matchOddsAsk(ev: SimEvent, runner: number, side: 'back' | 'lay', price: number, stake: number): PlaceBetRequest {
  return { eventId: ev.id, marketId: ev.marketId, marketType: 'match_odds', selectionId: String(ev.selectionIds[runner]), side, price, stake };
}

export const bestBack = (ev: SimEvent, runner: number) => ev.depth[runner]!.back[0]!;
export const bestLay = (ev: SimEvent, runner: number) => ev.depth[runner]!.lay[0]!;
