// Bets on a recorded greyhound race (Sheffield, 19 April 2022), through the server over Betfair's files:
// WIN and PLACE listed under greyhound-racing with trap numbers and names, a PLACE bet on the dog that
// came second settled won, and a non-runner written into the WIN recording in the stream's own format
// (a market definition marking trap 1 REMOVED with its adjustment factor): its bets voided, the
// winner's matched price reduced by the factor; and a copy of the PLACE market closed with no winner named,
// which waits for the operator, flagged, its bet left open.
import { and, eq } from 'drizzle-orm';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeBets, exchangeFills, exchangeMarkets, riskLimits } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { expectInvariants, fundedPlayer, key } from '../../../tests/helpers/exchange-kit.ts';
import { factorBp, reduceOdds } from '../maths/racing-rules.ts';
import { winAmount } from '../maths/price.ts';
import { betfairFilesConfigFromEnv, createBetfairFilesSource, type BetfairFilesSource } from '../source/betfair/files/files-source.ts';
import { installSourceFeed, type Feed } from '../source/running-feed.ts';
import { placeBet } from './place-and-cancel.ts';
import { marketWatchFor } from './running-watch.ts';

const FIXTURES = join(import.meta.dirname, '../../../tests/fixtures/betfair/greyhound');
const WIN = '1.197931750';
const PLACE = '1.197931751';
const EVENT = '31389771';
const PARADISE_MISSION = 44331354; // trap 1: withdrawn here
const SANDWOOD_JET = '37947503'; // trap 2: won
const COOLAVANNY = '39823721'; // trap 6: second, placed
const REMOVED_AT = Date.parse('2022-04-19T18:25:40.000Z');
const FACTOR = 9.1;

type Line = { op: string; pt: number; mc?: { id: string; marketDefinition?: { runners: Record<string, unknown>[] } }[] };

/** The WIN recording with trap 1 withdrawn at REMOVED_AT: one new definition line, and every later one agreeing. */
function withNonRunner(dir: string): void {
  const lines = readFileSync(join(FIXTURES, `greyhound-win-${WIN}`), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Line);
  const withdraw = (def: { runners: Record<string, unknown>[] }) => {
    for (const r of def.runners) {
      if (r.id === PARADISE_MISSION) Object.assign(r, { status: 'REMOVED', adjustmentFactor: FACTOR, removalDate: new Date(REMOVED_AT).toISOString() });
    }
  };
  let lastDefinition: Line['mc'];
  const out: Line[] = [];
  let inserted = false;
  for (const line of lines) {
    if (!inserted && line.pt > REMOVED_AT && lastDefinition) {
      const def = structuredClone(lastDefinition[0]!.marketDefinition!);
      withdraw(def);
      out.push({ op: 'mcm', pt: REMOVED_AT, mc: [{ id: WIN, marketDefinition: def }] });
      inserted = true;
    }
    const def = line.mc?.[0]?.marketDefinition;
    if (def) {
      lastDefinition = structuredClone(line.mc);
      if (inserted || line.pt > REMOVED_AT) withdraw(def);
    }
    out.push(line);
  }
  expect(inserted).toBe(true);
  writeFileSync(join(dir, `greyhound-win-${WIN}`), out.map((l) => JSON.stringify(l)).join('\n') + '\n');
  copyFileSync(join(FIXTURES, `greyhound-win-${WIN}.catalogue.json`), join(dir, `greyhound-win-${WIN}.catalogue.json`));
}

const NO_RESULT = '1.197931799';

/** A copy of the PLACE recording under another market id whose closing definition names no winner. */
function withoutResult(dir: string): void {
  const lines = readFileSync(join(FIXTURES, `greyhound-place-${PLACE}`), 'utf8')
    .trim()
    .split('\n');
  const out = lines.map((text) => {
    const line = JSON.parse(text.replaceAll(PLACE, NO_RESULT)) as Line;
    const def = line.mc?.[0]?.marketDefinition as { status?: string; runners: Record<string, unknown>[] } | undefined;
    if (def?.status === 'CLOSED') for (const r of def.runners) r.status = 'ACTIVE';
    return JSON.stringify(line);
  });
  writeFileSync(join(dir, `greyhound-place-${NO_RESULT}`), `${out.join('\n')}\n`);
}

let t: TestApp;
let feed: Feed;
let source: BetfairFilesSource;
let jump = 0;
let player: Awaited<ReturnType<typeof fundedPlayer>>;

beforeAll(async () => {
  t = await createTestApp();
  player = await fundedPlayer(t, 10_000);
  const dir = mkdtempSync(join(tmpdir(), 'race-replay-'));
  withNonRunner(dir);
  withoutResult(dir);
  for (const name of [`greyhound-place-${PLACE}`, `greyhound-place-${PLACE}.catalogue.json`]) copyFileSync(join(FIXTURES, name), join(dir, name));
  source = createBetfairFilesSource(betfairFilesConfigFromEnv({ EXCHANGE_FILES: dir, EXCHANGE_REPLAY_SPEED: '10' }), { clock: () => Date.now() + jump });
  feed = installSourceFeed(source);
  for (let i = 0; i < 300 && !(source.market(WIN) && source.market(PLACE) && source.market(NO_RESULT)); i++) await new Promise((r) => setTimeout(r, 10));
});
afterAll(() => feed.stop());

async function skipTo(iso: string, until: () => boolean): Promise<void> {
  jump += Math.max(0, source.replay.toServer(Date.parse(iso)) - (Date.now() + jump));
  for (let i = 0; i < 1000 && !until(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(until(), `replay reached ${iso}`).toBe(true);
}

const bestBack = (marketId: string, selectionId: string) => source.book(marketId)!.find((r) => String(r.selectionId) === selectionId)!.back[0]!;

async function backAtBest(marketId: string, selectionId: string) {
  const best = bestBack(marketId, selectionId);
  const answer = await placeBet(
    t.deps,
    player,
    { eventId: EVENT, marketId, marketType: 'match_odds', selectionId, side: 'back', price: best.price, stake: 100 },
    key(),
  );
  expect(answer.bet.status, JSON.stringify(answer.bet)).not.toBe('refused');
  const fills = await t.deps.database.db.select().from(exchangeFills).where(eq(exchangeFills.betId, answer.bet.id!));
  return { id: answer.bet.id!, fills };
}

describe('the recorded greyhound race with bets on its real books', () => {
  type FillRow = { oddsX100: number; stakePoisha: number; createdAt: Date };
  const bets: Record<string, { id: number; fills: FillRow[] }> = {};
  /** What the fills win: each at its price, reduced by `bp` if matched before the withdrawal at `removedAt`. */
  const profitOf = (fills: FillRow[], bp = 0, removedAt = Infinity) =>
    fills.reduce((sum, f) => sum + winAmount(f.stakePoisha, f.createdAt.getTime() < removedAt ? reduceOdds(f.oddsX100, bp) : f.oddsX100), 0);

  it('lists WIN and PLACE under greyhound-racing with the trap numbers and names', async () => {
    const list = (await (await t.app.request('/exchange-api/api/sports-events/greyhound-racing')).json()) as {
      EventId: string;
      race: { venue: string; markets: { marketType: string }[]; runners: { number: string; name: string }[] };
    }[];
    const race = list.find((r) => r.EventId === EVENT)!.race;
    expect(race.venue).toBe('Sheffield');
    expect(race.markets.map((m) => m.marketType)).toEqual(['WIN', 'PLACE', 'PLACE']);
    expect(race.runners.slice(0, 2)).toMatchObject([
      { number: '1', name: 'Paradise Mission' },
      { number: '2', name: 'Sandwood Jet' },
    ]);
  });

  it('takes bets before the off on both markets', async () => {
    bets.winner = await backAtBest(WIN, SANDWOOD_JET);
    bets.nonRunner = await backAtBest(WIN, String(PARADISE_MISSION));
    bets.placed = await backAtBest(PLACE, COOLAVANNY);
    bets.noResult = await backAtBest(NO_RESULT, COOLAVANNY);
    for (const bet of Object.values(bets)) expect(bet.fills.length).toBeGreaterThan(0);
  });

  it('holds a stake to the racing kind’s limits, named in the refusal', async () => {
    const racing = and(eq(riskLimits.scope, 'default'), eq(riskLimits.sport, '*'), eq(riskLimits.marketKind, 'racing'));
    const ask = { eventId: EVENT, marketId: WIN, marketType: 'match_odds' as const, selectionId: SANDWOOD_JET, side: 'back' as const, price: 1.01, stake: 50 };
    expect((await placeBet(t.deps, player, ask, key())).bet).toMatchObject({ status: 'refused', code: 'riskStakeBelowMin', vars: { min: '100' } });
    // The racing rule alone raised: the market is told racing by its sport, not by its type (match odds).
    await t.deps.database.db.update(riskLimits).set({ minStakePoisha: 15_000 }).where(racing);
    expect((await placeBet(t.deps, player, { ...ask, stake: 120 }, key())).bet).toMatchObject({
      status: 'refused',
      code: 'riskStakeBelowMin',
      vars: { min: '150' },
    });
    await t.deps.database.db.update(riskLimits).set({ minStakePoisha: 10_000 }).where(racing);
  });

  it('refuses a bet on the runner once it is withdrawn', async () => {
    await skipTo('2022-04-19T18:25:45.000Z', () => source.market(WIN)?.runners.find((r) => r.selectionId === PARADISE_MISSION)?.status === 'REMOVED');
    const answer = await placeBet(
      t.deps,
      player,
      { eventId: EVENT, marketId: WIN, marketType: 'match_odds', selectionId: String(PARADISE_MISSION), side: 'back', price: 5, stake: 100 },
      key(),
    );
    expect(answer.bet).toMatchObject({ status: 'refused', code: 'exchangeRunnerNotActive' });
  });

  it('settles at the close: the non-runner void, the winner at the reduced price, the second dog placed and won', async () => {
    await skipTo(
      '2022-04-19T18:30:00.000Z',
      () => source.market(WIN)?.status === 'CLOSED' && source.market(PLACE)?.status === 'CLOSED' && source.market(NO_RESULT)?.status === 'CLOSED',
    );
    const watch = await marketWatchFor(t.deps);
    const row = async (id: number) => (await t.deps.database.db.select().from(exchangeBets).where(eq(exchangeBets.id, id)))[0]!;
    for (let i = 0; i < 300; i++) {
      await watch.flush();
      const flagged = (await t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, NO_RESULT)))[0]?.flagged;
      if ((await row(bets.placed!.id)).state !== 'open' && (await row(bets.winner!.id)).state !== 'open' && flagged) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await row(bets.nonRunner!.id)).toMatchObject({ state: 'void' });
    // A bet partly matched at once is matched further by the watch as the book moves: read every fill now.
    const fillsOf = (id: number) => t.deps.database.db.select().from(exchangeFills).where(eq(exchangeFills.betId, id));
    for (const bet of Object.values(bets)) bet.fills = await fillsOf(bet.id);
    const winner = await row(bets.winner!.id);
    const taken = (fills: { stakePoisha: number }[]) => fills.reduce((s, f) => s + f.stakePoisha, 0);
    // Never more than the book showed: the matched stake is the sum of fills at levels the source showed.
    expect(taken(bets.winner!.fills)).toBe(winner.matchedPoisha);
    expect(winner).toMatchObject({ state: 'settled', outcome: 'won' });
    const removedAt = source.market(WIN)!.runners.find((r) => r.selectionId === PARADISE_MISSION)!.removalDate!;
    expect(removedAt).toBe(source.replay.toServer(REMOVED_AT));
    expect(winner.profitLossPoisha).toBe(profitOf(bets.winner!.fills, factorBp(FACTOR), removedAt));
    expect(winner.profitLossPoisha).toBeLessThan(profitOf(bets.winner!.fills));
    const placed = await row(bets.placed!.id);
    expect(placed).toMatchObject({ state: 'settled', outcome: 'won' });
    expect(placed.profitLossPoisha).toBe(profitOf(bets.placed!.fills));
    // Closed without a winner: the bet stays open and the market waits for the operator, flagged.
    expect(await row(bets.noResult!.id)).toMatchObject({ state: 'open' });
    const [waiting] = await t.deps.database.db.select().from(exchangeMarkets).where(eq(exchangeMarkets.marketKey, NO_RESULT));
    expect(waiting).toMatchObject({ status: 'open', flagged: 'exchangeMarketNoResult' });
    await expectInvariants({ t, watch });
  });
});
