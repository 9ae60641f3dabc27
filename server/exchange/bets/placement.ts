// The one transaction that places bets on a market (a player's bet, or the hedges of a cash out):
// file the market, lock the player's hold, quote the book again at this very moment, match and take
// the matched money out of the book, then hold the new worst case through the ledger, refusing if
// the balance cannot cover it or the profit would pass the operator's maximum. On the simulator's book
// nothing awaits from the fresh quote to the reservation, so the simulator cannot move in between; a
// mirrored book's take is claimed in the database, in this transaction (taken-levels.ts).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchangeBets, exchangeFills } from '../../db/schema/index.ts';
import type { OpenOrder } from './market-watch.ts';
import { quoteFor, type BetAsk, type MarketInfo, type Quote, type QuoteResult, type Refusal } from '../source/bet-quotes.ts';
import { bestCaseFor, holdFor, type BetPart } from '../maths/market-outcomes.ts';
import { type Fill, matchAgainstBook } from '../maths/matching.ts';
import { mirrorLevels, type MirrorTake } from '../maths/mirror-book.ts';
import { wirePriceOf } from '../maths/price.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import type { ExchangeSimulator } from '../source/simulator/simulator.ts';
import type { MessageKey } from '../../../contracts/messages/index.ts';
import { fileMarket, lockHold, moveHold, openBets, partsOf, shapeOf, type BetRow, type FillRow, type OpenBet } from './holds.ts';
import { mirrorTakeOf } from './mirror-take.ts';
import type { LimitsPoisha } from './settings.ts';
import { poishaFromTaka, takaGroupedText } from '../../lib/money.ts';

export type RefusalKey =
  | Refusal
  | 'exchangeMaxProfitExceeded'
  | 'exchangeInsufficientBalance'
  | 'exchangeNothingToCashOut'
  | 'exchangeCashOutMatchOddsOnly'
  | 'exchangeSelfExcluded';

/** A bet the market or the player's money refuses: answered as a refused bet, not as an error. */
export class Refused extends Error {
  constructor(
    readonly code: RefusalKey & MessageKey,
    readonly vars: Record<string, string> = {},
  ) {
    super(code);
  }
}

export interface Placement {
  userId: number;
  ip: string | null;
  /** The device id the client sent with the bet (a risk signal only); null when none. */
  device?: string | null;
  idempotencyKey: string;
  source: 'player' | 'cash_out';
  now: Date;
  limits: LimitsPoisha;
  /** Cash out only: cancel the unmatched rest of the player's bets on the market first (Betfair does). */
  cancelWaiting?: boolean;
}

/** A bet to place: what the player asked, with its stake in taka. */
export type StakedAsk = BetAsk & { stake: number };

/** Matched money taken out of a book that keeps its own liquidity (the simulator's), given back on a refusal. */
export interface Reservation {
  giveBack(): void;
}

/**
 * The book a placement matches against, whatever the source: it quotes an ask now, says whether the market
 * is in play, and takes the matched money out of the book when the book is the site's own (the simulator);
 * a mirrored real book (Betfair) is read, never drawn down, so its `take` reserves nothing.
 */
export interface BetBook {
  eventId: string;
  inPlay(): boolean;
  quote(ask: BetAsk): QuoteResult;
  take(quote: NonNullable<Quote['book']>, fills: Fill[]): Reservation | null;
  /**
   * A mirrored book: takes up to `stake` of the quoted levels in `tx`, one atomic step per level in the
   * database, so bets placed at once in any process never take more than a level allows (taken-levels.ts).
   * Used instead of matching the quote's levels and `take`.
   */
  claim?(
    tx: Db,
    quote: Quote & { book: NonNullable<Quote['book']> },
    stake: number,
    take: MirrorTake,
    reservations: Reservation[],
  ): Promise<{ fills: Fill[]; unmatched: number }>;
  /** Reads the book again under a lock in the placing transaction (a trader's line), before it is quoted there. */
  lock?(tx: Db): Promise<void>;
}

/** The simulator's event as a BetBook: matched money leaves its depth, as it always has. */
export function simulatorBook(sim: ExchangeSimulator, ev: SimEvent): BetBook {
  const priced = (fills: Fill[]) => fills.map((f) => ({ price: wirePriceOf('match_odds', f.oddsX100), poisha: f.stake }));
  return {
    eventId: ev.id,
    inPlay: () => ev.status === 'inplay',
    quote: (ask) => quoteFor(ev, ask),
    take: ({ runner, side }, fills) => {
      const depth = ev.depth;
      sim.consume(ev, runner, side, priced(fills));
      return { giveBack: () => sim.giveBack(ev, runner, side, priced(fills), depth) };
    },
  };
}
export interface Placed {
  bet: BetRow;
  fills: FillRow[];
  order: OpenOrder | null;
}

/** Gives reserved book money back after a refusal or a failed transaction. */
export function release(reservations: Reservation[]): void {
  for (const r of reservations) r.giveBack();
  reservations.length = 0;
}

function reserve(book: BetBook, quote: Quote, stake: number, take: MirrorTake, reservations: Reservation[]): { fills: Fill[]; unmatched: number } {
  if (!quote.book) return { fills: [{ oddsX100: quote.oddsX100, stake }], unmatched: 0 };
  // The price asked or better, up to the share of each level the operator lets the site take.
  const result = matchAgainstBook(quote.dir, quote.oddsX100, stake, mirrorLevels(quote.book.levels, take));
  if (result.fills.length > 0) {
    const reserved = book.take(quote.book, result.fills);
    if (reserved) reservations.push(reserved);
  }
  return result;
}

/** The market a placement is for, as quoted: its key, and for a fancy line the line's title. */
export function marketOf(quote: Quote): { info: MarketInfo; lineTitle: string | null } {
  return { info: quote.market, lineTitle: quote.market.lineKey ? quote.selectionName : null };
}

/**
 * Places bets (all on one market) for one player inside `tx`. `market.info.marketKey` is the key the
 * caller quoted; if the market has moved on to another key (the next ball's line) the price has moved.
 * `asks` may be worked out from the player's locked open bets (cash out), at the moment of placing.
 * Throws Refused (nothing written; reserved money is in `reservations` for the caller to give back).
 */
export async function placeBets(
  tx: Db,
  book: BetBook,
  quoted: { info: MarketInfo; lineTitle: string | null },
  asks: StakedAsk[] | ((open: OpenBet[]) => StakedAsk[]),
  p: Placement,
  reservations: Reservation[],
): Promise<{ placed: Placed[]; cancelled: number[] }> {
  await book.lock?.(tx);
  const market = await fileMarket(tx, quoted.info, quoted.lineTitle);
  // A market waiting for the operator (dropped by the source, no result, rolled back) takes no more bets.
  if (market.status !== 'open' || market.flagged !== null) throw new Refused('exchangeMarketClosed');
  const take = await mirrorTakeOf(tx);
  const hold = await lockHold(tx, p.userId, market.marketKey);
  const existing = await openBets(tx, p.userId, market.marketKey);
  const waiting = p.cancelWaiting ? existing.filter((b) => b.bet.unmatchedPoisha > 0) : [];
  const kept: OpenBet[] = existing.map((b) => (waiting.includes(b) ? { ...b, bet: { ...b.bet, unmatchedPoisha: 0 } } : b));
  // ---- from here to the last reservation, no await on the simulator's book: this is the moment the bets
  // are taken. A mirrored book's claim awaits the database, which holds each level's row until the commit.
  const wanted = typeof asks === 'function' ? asks(kept) : asks;
  const fresh = wanted.map((ask) => ({ ask, q: book.quote(ask) }));
  const newParts: BetPart[] = [];
  const made = [];
  for (const { ask, q } of fresh) {
    if (!q.ok) throw new Refused(q.refusal);
    if (q.quote.market.marketKey !== market.marketKey) throw new Refused('exchangePriceMoved');
    const stake = poishaFromTaka(ask.stake);
    const quoted = q.quote;
    const { fills, unmatched } =
      book.claim && quoted.book
        ? await book.claim(tx, { ...quoted, book: quoted.book }, stake, take, reservations)
        : reserve(book, quoted, stake, take, reservations);
    const base = { dir: quoted.dir, selectionId: ask.selectionId, line: quoted.line };
    newParts.push(...fills.map((f) => ({ ...base, oddsX100: f.oddsX100, stake: f.stake, matched: true })));
    if (unmatched > 0) newParts.push({ ...base, oddsX100: quoted.oddsX100, stake: unmatched, matched: false });
    made.push({ ask, quote: quoted, stake, fills, unmatched, inPlay: book.inPlay() });
  }
  // ---- the money.
  const shape = shapeOf(market);
  const before = kept.flatMap(partsOf);
  const after = [...before, ...newParts];
  const best = bestCaseFor(shape, after);
  if (best > p.limits.maxProfit && best > bestCaseFor(shape, before)) {
    throw new Refused('exchangeMaxProfitExceeded', { max: takaGroupedText(p.limits.maxProfit) });
  }
  if (!(await moveHold(tx, p.userId, market.marketKey, hold.holdPoisha, holdFor(shape, after)))) throw new Refused('exchangeInsufficientBalance');
  for (const { bet } of waiting) {
    await tx
      .update(exchangeBets)
      .set({
        cancelledPoisha: bet.cancelledPoisha + bet.unmatchedPoisha,
        unmatchedPoisha: 0,
        state: bet.matchedPoisha > 0 ? 'open' : 'closed',
        updatedAt: p.now,
      })
      .where(eq(exchangeBets.id, bet.id));
  }
  const placed: Placed[] = [];
  for (const [i, m] of made.entries()) {
    const matched = m.fills.reduce((s, f) => s + f.stake, 0);
    const [bet] = await tx
      .insert(exchangeBets)
      .values({
        userId: p.userId,
        marketKey: market.marketKey,
        marketType: market.marketType,
        selectionId: m.ask.selectionId,
        selectionName: m.quote.selectionName,
        side: m.ask.side,
        // Match odds keep the asked price (the bet's limit); bookmaker and fancy the rate they took.
        price: market.marketType === 'match_odds' ? m.ask.price : wirePriceOf(market.marketType, m.quote.oddsX100),
        oddsX100: m.quote.oddsX100,
        line: m.quote.line,
        stakePoisha: m.stake,
        matchedPoisha: matched,
        unmatchedPoisha: m.unmatched,
        placedInPlay: m.inPlay,
        source: p.source,
        idempotencyKey: wanted.length === 1 ? p.idempotencyKey : `${p.idempotencyKey}#${i + 1}`,
        ip: p.ip,
        deviceId: p.device ?? null,
        placedAt: p.now,
        updatedAt: p.now,
      })
      .returning();
    const fills =
      m.fills.length === 0
        ? []
        : await tx
            .insert(exchangeFills)
            .values(m.fills.map((f) => ({ betId: bet!.id, stakePoisha: f.stake, oddsX100: f.oddsX100, createdAt: p.now })))
            .returning();
    const order: OpenOrder | null =
      m.unmatched > 0 && m.quote.book
        ? {
            betId: bet!.id,
            eventId: book.eventId,
            marketId: market.feedMarketId,
            selectionId: m.ask.selectionId,
            dir: m.quote.dir,
            oddsX100: m.quote.oddsX100,
            remaining: m.unmatched,
            prePlay: !m.inPlay,
          }
        : null;
    placed.push({ bet: bet!, fills, order });
  }
  return { placed, cancelled: waiting.map((w) => w.bet.id) };
}
