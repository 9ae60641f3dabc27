// A bet on a trader-run market: quoted from the line as the trader priced it, in the state it shows now
// (line-state.ts). Unlike the simulator's lines, a trader's price is taken only as it was shown: a line or
// rate the trader moved after the player saw it is the "price changed" refusal, never a silent fill, even
// when the move was in the player's favour. Inside the placing transaction the line's row is read again
// under a share lock, so a trader's move either commits before the quote (and is seen) or waits for it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tradingMarkets, type TradingMarketRow } from '../../db/schema/index.ts';
import type { BetAsk, MarketInfo, QuoteResult, Refusal } from '../source/bet-quotes.ts';
import type { MarketSource } from '../source/market-source.ts';
import { eventName } from '../source/neutral-names.ts';
import { dirOf } from '../maths/price.ts';
import type { BetBook } from '../bets/placement.ts';
import type { LimitsPoisha } from '../bets/settings.ts';
import { lineStateOf, matchMarksOf } from './line-state.ts';
import { bookmakerRowOf, lineRowOf, propositionOf, tradedBookmakerId, tradedFancyKey, tradedLineKey } from './traded-keys.ts';
import type { TradingStore } from './trading-store.ts';

/** What a bet on a trader's market is placed against (the bets' BetTarget, place-and-cancel.ts). */
export interface TradedTarget {
  book: BetBook;
  /** The trader's own stake and profit limits in place of the market type's. */
  limits(site: LimitsPoisha): LimitsPoisha;
  /** In-play bookmaker bets wait the bet delay as the site's own do; fancy bets do not. */
  delayed: boolean;
  /** After the delay: refused if the line no longer takes bets. */
  interruption(): Refusal | null;
}

/** True when the ask names a trader's market (then it is placed here or is a 404, never on the source). */
export function namesTradedMarket(ask: Pick<BetAsk, 'marketType' | 'marketId' | 'selectionId'>): boolean {
  return ask.marketType === 'fancy' ? lineRowOf(ask.selectionId) !== null : ask.marketType === 'bookmaker' && bookmakerRowOf(ask.marketId) !== null;
}

function marketInfo(source: MarketSource, row: TradingMarketRow): MarketInfo {
  const event = source.event(row.eventId);
  const markets = source.marketsOf(row.eventId);
  const fancy = row.kind !== 'bookmaker';
  const key = fancy ? tradedFancyKey(row.eventId, row.id, row.kind) : tradedBookmakerId(row.id);
  return {
    marketKey: key,
    marketType: fancy ? 'fancy' : 'bookmaker',
    feedMarketId: fancy ? row.eventId : key,
    eventId: row.eventId,
    eventName: event ? eventName(event) : `Event ${row.eventId}`,
    sport: event?.sport ?? 'cricket',
    competition: event?.competition ?? '',
    marketName: fancy ? (row.kind === 'oddeven' ? 'Odd/Even' : 'Fancy') : row.title,
    openDate: event?.openDate ?? row.updatedAt.getTime(),
    inPlay: markets.some((m) => m.inPlay),
    runners: fancy ? [] : row.runners.map((r) => ({ selectionId: r.selectionId, name: r.name })),
    lineKey: fancy ? tradedLineKey(row.id, row.kind) : null,
    lineKind: fancy ? propositionOf(row.kind) : null,
  };
}

function quoteRow(source: MarketSource, row: TradingMarketRow, ask: BetAsk): QuoteResult {
  const market = marketInfo(source, row);
  const refuse = (refusal: Refusal): QuoteResult => ({ ok: false, market, refusal });
  if (row.status !== 'live') return refuse('exchangeMarketClosed');
  const state = lineStateOf(row, matchMarksOf(source, row.eventId));
  if (state.suspended) return refuse('exchangeMarketSuspended');
  if (state.ballRunning) return refuse('exchangeBallRunning');
  if (row.kind === 'bookmaker') {
    const runner = row.runners.find((r) => r.selectionId === ask.selectionId);
    if (!runner || (ask.side !== 'back' && ask.side !== 'lay')) return refuse('exchangeRunnerNotActive');
    const rate = ask.side === 'back' ? runner.back : runner.lay;
    if (rate <= 0) return refuse('exchangeSideNotOffered');
    if (rate !== ask.price) return refuse('exchangePriceMoved');
    return { ok: true, quote: { market, selectionName: runner.name, dir: dirOf(ask.side), oddsX100: 100 + rate, line: null, book: null } };
  }
  if (ask.side !== 'yes' && ask.side !== 'no') return refuse('exchangeRunnerNotActive');
  const yes = ask.side === 'yes';
  const rate = (yes ? row.yesRate : row.noRate) ?? 0;
  const value = (yes ? row.yesValue : row.noValue) ?? 0;
  if (rate <= 0) return refuse('exchangeSideNotOffered');
  if (rate !== ask.price || value !== ask.line) return refuse('exchangePriceMoved');
  return { ok: true, quote: { market, selectionName: row.title, dir: dirOf(ask.side), oddsX100: 100 + rate, line: value, book: null } };
}

/** The target for an ask that names a trader's market, or null when no live market of the event has that id (a 404). */
export function tradedTarget(store: TradingStore, source: MarketSource, ask: BetAsk): TradedTarget | null {
  const id = ask.marketType === 'fancy' ? lineRowOf(ask.selectionId) : bookmakerRowOf(ask.marketId);
  let row = id === null ? undefined : store.market(id);
  const fits = (r: TradingMarketRow | undefined): r is TradingMarketRow =>
    r !== undefined &&
    r.eventId === ask.eventId &&
    (r.kind === 'bookmaker') === (ask.marketType === 'bookmaker') &&
    (ask.marketType === 'bookmaker' || ask.marketId === r.eventId);
  if (!fits(row)) return null;
  const book: BetBook = {
    eventId: row.eventId,
    inPlay: () => source.marketsOf(ask.eventId).some((m) => m.inPlay),
    quote: (a) => quoteRow(source, row!, a),
    take: () => null,
    lock: async (tx: Db) => {
      const [fresh] = await tx.select().from(tradingMarkets).where(eq(tradingMarkets.id, row!.id)).for('share');
      if (fresh) row = fresh;
    },
  };
  return {
    book,
    limits: (site) => ({ ...site, minStake: row!.minStakePoisha, maxStake: row!.maxStakePoisha, maxProfit: row!.maxProfitPoisha }),
    delayed: ask.marketType === 'bookmaker' && book.inPlay(),
    interruption: () => {
      const now = store.market(row!.id);
      if (!now) return 'exchangeMarketClosed';
      const state = lineStateOf(now, matchMarksOf(source, now.eventId));
      return state.suspended ? 'exchangeMarketSuspended' : state.ballRunning ? 'exchangeBallRunning' : null;
    },
  };
}
