// A runner market of any MarketSource (Betfair's stream or recorded files) as the placement reads it: the
// market and its runners as the source states them, its refusals (closed, suspended, stale, ball running,
// a runner not ACTIVE) and the runner's RunnerBook as the levels a bet matches, best first. The source's
// book is a mirror of money elsewhere: a bet reads it and never draws it down. What the site has taken of
// each shown level is kept in the database (taken-levels.ts), taken there in the placement's transaction,
// so the same money is never matched twice: by two bets in a row or at once, in one process or several,
// or by a waiting bet on every message that repeats the book unchanged.
// The process also remembers what it last learnt was taken (takenFrom): a hint only, never the authority,
// so the market watch and the cash-out quote can tell without a database read that a repeated book has
// nothing left; it is forgotten level by level as the source stops showing one, and with the market.
// Every runner market of a source is a `match_odds` market to the bets (one price ladder, back and lay);
// its own type (WIN, PLACE) and numberOfWinners travel in the MarketInfo for settlement.
import type { Db } from '../../db/client.ts';
import type { Level } from '../maths/matching.ts';
import { mirrorLevels, type MirrorTake } from '../maths/mirror-book.ts';
import { type Dir, dirOf, nearestOddsX100, oddsX100Of } from '../maths/price.ts';
import { isLadderPrice } from '../../../contracts/exchange-ladder.ts';
import type { BetAsk, MarketInfo, QuoteResult } from '../source/bet-quotes.ts';
import type { MarketSource, PriceSize, SourceMarket } from '../source/market-source.ts';
import { knownTake } from './mirror-take.ts';
import type { BetBook } from './placement.ts';
import { claimLevels, type Claimed } from './taken-levels.ts';
import { poishaRoundedDown } from '../../lib/money.ts';

const levelsOf = (levels: PriceSize[]): Level[] => levels.map((l) => ({ oddsX100: nearestOddsX100(l.price), sizePoisha: poishaRoundedDown(l.size) }));

type Taken = Map<string, number>;
const taken = new WeakMap<MarketSource, Map<string, Taken>>();
const levelKey = (selectionId: number | string, side: 'back' | 'lay', oddsX100: number) => `${selectionId}/${side}/${oddsX100}`;

/**
 * What the site took of the source's shown levels as this process last learnt it, per market: forgotten level by level as the source stops
 * showing one, and whole once the source no longer has the market (a market it lacks shows no levels to
 * take from, so its memo is a throwaway, never kept).
 */
export function takenFrom(source: MarketSource, marketId: string): Taken {
  let byMarket = taken.get(source);
  if (!byMarket) {
    const made = new Map<string, Taken>();
    source.subscribe((change) => {
      if (change.kind === 'market' && !source.market(change.marketId)) made.delete(change.marketId);
      else if (change.kind === 'events') for (const id of [...made.keys()]) if (!source.market(id)) made.delete(id);
    });
    taken.set(source, (byMarket = made));
  }
  let memo = byMarket.get(marketId);
  if (!memo) {
    memo = new Map();
    if (source.market(marketId)) byMarket.set(marketId, memo);
  }
  return memo;
}

/** Markets whose taken levels are remembered for `source` (the tests' figure). */
export const marketsTakenFrom = (source: MarketSource): number => taken.get(source)?.size ?? 0;

/** The runner's side as the source shows it now, best first; the hint forgets the levels no longer shown. */
export function shownLevels(source: MarketSource, marketId: string, selectionId: number, side: 'back' | 'lay'): Level[] {
  const memo = takenFrom(source, marketId);
  const shown = levelsOf(source.book(marketId)?.find((b) => b.selectionId === selectionId)?.[side] ?? []);
  const prefix = `${selectionId}/${side}/`;
  const showing = new Set(shown.map((l) => levelKey(selectionId, side, l.oddsX100)));
  for (const key of [...memo.keys()]) if (key.startsWith(prefix) && !showing.has(key)) memo.delete(key);
  return shown;
}

/** The share of each shown level the site may still take, as far as this process knows (the database decides). */
export function availableLevels(source: MarketSource, marketId: string, selectionId: number, side: 'back' | 'lay', take: MirrorTake): Level[] {
  const memo = takenFrom(source, marketId);
  return mirrorLevels(shownLevels(source, marketId, selectionId, side), take)
    .map((l) => ({ oddsX100: l.oddsX100, sizePoisha: Math.max(0, l.sizePoisha - (memo.get(levelKey(selectionId, side, l.oddsX100)) ?? 0)) }))
    .filter((l) => l.sizePoisha > 0);
}

/** Adds matched money to the hint of the levels it matched at (negative: a refused placement's give back). */
export function recordTaken(
  source: MarketSource,
  marketId: string,
  selectionId: number | string,
  side: 'back' | 'lay',
  fills: { oddsX100: number; stake: number }[],
): void {
  const memo = takenFrom(source, marketId);
  for (const f of fills) {
    const key = levelKey(selectionId, side, f.oddsX100);
    memo.set(key, (memo.get(key) ?? 0) + f.stake);
  }
}

/**
 * Takes up to `stake` at `oddsX100` or better of the runner's side as shown now, in `tx` (taken-levels.ts),
 * and sets the hint to what the database answered.
 */
export async function claimFromSource(
  tx: Db,
  source: MarketSource,
  at: { marketId: string; selectionId: string; side: 'back' | 'lay' },
  ask: { dir: Dir; oddsX100: number; stake: number },
  take: MirrorTake,
): Promise<Claimed> {
  const shown = shownLevels(source, at.marketId, Number(at.selectionId), at.side);
  const claimed = await claimLevels(tx, at, shown, take, ask.dir, ask.oddsX100, ask.stake);
  const memo = takenFrom(source, at.marketId);
  for (const [oddsX100, taken] of claimed.taken) memo.set(levelKey(at.selectionId, at.side, oddsX100), taken);
  return claimed;
}

export function sourceMarketInfo(source: MarketSource, market: SourceMarket): MarketInfo {
  const event = source.event(market.eventId);
  return {
    marketKey: market.id,
    marketType: 'match_odds',
    feedMarketId: market.id,
    eventId: market.eventId,
    eventName: event?.name ?? market.eventId,
    sport: event?.sport ?? 'cricket',
    competition: event?.competition ?? '',
    marketName: market.name,
    openDate: event?.openDate ?? market.marketTime,
    inPlay: market.inPlay,
    runners: market.runners.map((r) => ({ selectionId: String(r.selectionId), name: r.name })),
    lineKey: null,
    lineKind: null,
    numberOfWinners: market.numberOfWinners,
  };
}

/** The quote of `ask` on the source's market now; null when the source has no such market (a 404). */
export function sourceQuote(source: MarketSource, ask: BetAsk): QuoteResult | null {
  const market = source.market(ask.marketId);
  if (!market || market.eventId !== ask.eventId) return null;
  const info = sourceMarketInfo(source, market);
  const refused = (refusal: Extract<QuoteResult, { ok: false }>['refusal']): QuoteResult => ({ ok: false, market: info, refusal });
  if (ask.marketType !== 'match_odds') return refused('exchangeSideNotOffered');
  if (market.status === 'CLOSED') return refused('exchangeMarketClosed');
  if (market.status === 'SUSPENDED' || source.isStale(market.id)) return refused('exchangeMarketSuspended');
  if (market.inPlay && source.score(market.eventId)?.ballInProgress) return refused('exchangeBallRunning');
  const index = market.runners.findIndex((r) => String(r.selectionId) === ask.selectionId);
  const runner = market.runners[index];
  // A removed runner (a non-runner) takes no bets; nor does one already settled on the book.
  if (!runner || runner.status !== 'ACTIVE' || (ask.side !== 'back' && ask.side !== 'lay')) return refused('exchangeRunnerNotActive');
  const oddsX100 = oddsX100Of('match_odds', ask.price);
  if (oddsX100 === null || !isLadderPrice(ask.price)) return refused('exchangePriceNotOnLadder');
  const dir = dirOf(ask.side);
  const side = dir === 'back' ? 'back' : 'lay';
  // A back bet matches the best lay-to-back prices shown (the book's `back` side), as on the simulator.
  const levels = availableLevels(source, market.id, runner.selectionId, side, knownTake());
  return { ok: true, quote: { market: info, selectionName: runner.name, dir, oddsX100, line: null, book: { runner: index, side, levels, depth: [] } } };
}

/** The source's market as the book a placement matches against: each take is claimed in the placement's transaction. */
export function sourceBook(source: MarketSource, marketId: string, eventId: string, info: MarketInfo): BetBook {
  return {
    eventId,
    inPlay: () => source.market(marketId)?.inPlay ?? false,
    quote: (ask) => sourceQuote(source, ask) ?? { ok: false, market: info, refusal: 'exchangeMarketClosed' },
    // Nothing to draw down: the claim below took it, in the database.
    take: () => null,
    claim: async (tx, quote, stake, take, reservations) => {
      const selectionId = info.runners[quote.book.runner]?.selectionId;
      if (selectionId === undefined) return { fills: [], unmatched: stake };
      const at = { marketId, selectionId, side: quote.book.side };
      const { fills, unmatched } = await claimFromSource(tx, source, at, { dir: quote.dir, oddsX100: quote.oddsX100, stake }, take);
      // A refused placement rolls its takes back with its transaction; the hint follows.
      reservations.push({
        giveBack: () =>
          recordTaken(
            source,
            marketId,
            selectionId,
            at.side,
            fills.map((f) => ({ ...f, stake: -f.stake })),
          ),
      });
      return { fills, unmatched };
    },
  };
}
