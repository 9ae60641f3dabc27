// What the feed says about a bet about to be placed: the market and runner it names, whether they take
// bets now, and at what price. This module is the one place the bets read the simulator's
// markets; a real feed would replace it (and matching against its book, see ExchangeSimulator.consume).
import type { CricketMatch } from './simulator/matches/cricket-match.ts';
import { type InningsView, type LineKind, kindOf, lineKeyOf } from '../maths/fancy-lines.ts';
import type { Level } from '../maths/matching.ts';
import { type Dir, type MarketType, type Side, dirOf, nearestOddsX100, oddsX100Of } from '../maths/price.ts';
import { fancyLines } from './simulator/fancy-derivation.ts';
import { isLadderPrice } from '../../../contracts/exchange-ladder.ts';
import { bookmakerBook } from './simulator/market-book.ts';
import type { SimEvent } from './simulator/sim-event.ts';
import type { ExchangeSimulator } from './simulator/simulator.ts';
import { poishaRoundedDown } from '../../lib/money.ts';

export type Refusal =
  | 'exchangeMarketClosed'
  | 'exchangeMarketSuspended'
  | 'exchangeBallRunning'
  | 'exchangeRunnerNotActive'
  | 'exchangePriceNotOnLadder'
  | 'exchangePriceMoved'
  | 'exchangeSideNotOffered';

/** A market the source marks stale is refused as a suspended one: the player reads the same "try again in a moment". */
export const STALE_REFUSAL: Refusal = 'exchangeMarketSuspended';

export interface MarketInfo {
  marketKey: string;
  marketType: MarketType;
  /** The feed's id: the match odds or bookmaker market id; the event id for fancy lines. */
  feedMarketId: string;
  eventId: string;
  eventName: string;
  sport: string;
  competition: string;
  marketName: string;
  openDate: number;
  inPlay: boolean;
  runners: { selectionId: string; name: string }[];
  lineKey: string | null;
  lineKind: LineKind | null;
  /** Runner markets: how many runners win (a PLACE market's places); one when absent. */
  numberOfWinners?: number;
}

export interface BetAsk {
  eventId: string;
  marketId: string;
  marketType: MarketType;
  selectionId: string;
  side: Side;
  price: number;
  line?: number | undefined;
}

export interface Quote {
  market: MarketInfo;
  selectionName: string;
  dir: Dir;
  /** The price the bet takes: the asked odds on match odds, the quoted rate (as odds) on the others. */
  oddsX100: number;
  line: number | null;
  /** Match odds only: the runner's levels the bet can match, best first. */
  book: { runner: number; side: 'back' | 'lay'; levels: Level[]; depth: SimEvent['depth'] } | null;
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; market: MarketInfo; refusal: Refusal };

/** The market name of each kind of fancy line (names-bn.ts gives each its Bangla). */
export const FANCY_NAMES: Record<string, string> = { fancy: 'Fancy', ballbyball: 'Ball by Ball', khadda: 'Khadda', lottery: 'Lottery', oddeven: 'Odd/Even' };

export function inningsView(match: CricketMatch, index: number): InningsView | undefined {
  const inn = match.innings[index];
  return inn && { ...inn, end: match.inningsEnd(index) };
}

/** The simulator's event for a bet's market, or null if the ids do not name one (a 404 at the edge). */
export function eventFor(sim: ExchangeSimulator, ask: Pick<BetAsk, 'eventId' | 'marketId' | 'marketType'>): SimEvent | null {
  const ev = sim.events.get(ask.eventId);
  if (!ev) return null;
  if (ask.marketType === 'match_odds') return ask.marketId === ev.marketId ? ev : null;
  if (ask.marketType === 'bookmaker') return ev.hasBookmaker && ask.marketId === ev.bookmakerId ? ev : null;
  return ev.hasFancy && ev.cricket && ask.marketId === ev.id ? ev : null;
}

function info(ev: SimEvent, type: MarketType, extra: Partial<MarketInfo> = {}): MarketInfo {
  const key = type === 'match_odds' ? ev.marketId : type === 'bookmaker' ? ev.bookmakerId : ev.id;
  return {
    marketKey: key,
    marketType: type,
    feedMarketId: key,
    eventId: ev.id,
    eventName: ev.name,
    sport: ev.sport,
    competition: ev.competition,
    marketName: type === 'match_odds' ? 'Match Odds' : type === 'bookmaker' ? 'Bookmaker' : 'Fancy',
    openDate: ev.openDate,
    inPlay: ev.status === 'inplay',
    runners: type === 'fancy' ? [] : ev.runnerNames.map((name, i) => ({ selectionId: String(ev.selectionIds[i]), name })),
    lineKey: null,
    lineKind: null,
    ...extra,
  };
}

const levelsOf = (levels: { price: number; size: number }[]): Level[] =>
  levels.map((l) => ({ oddsX100: nearestOddsX100(l.price), sizePoisha: poishaRoundedDown(l.size) }));

function runnerQuote(ev: SimEvent, ask: BetAsk): QuoteResult {
  const market = info(ev, ask.marketType);
  const flags = ev.match.flags();
  if (ev.status === 'closed') return { ok: false, market, refusal: 'exchangeMarketClosed' };
  if (flags.suspended) return { ok: false, market, refusal: 'exchangeMarketSuspended' };
  if (flags.ballRunning && ev.status === 'inplay') return { ok: false, market, refusal: 'exchangeBallRunning' };
  const runner = ev.selectionIds.findIndex((id) => String(id) === ask.selectionId);
  if (runner === -1 || (ask.side !== 'back' && ask.side !== 'lay')) return { ok: false, market, refusal: 'exchangeRunnerNotActive' };
  const dir = dirOf(ask.side);
  const base = { market, selectionName: ev.runnerNames[runner]!, dir, line: null };
  if (ask.marketType === 'match_odds') {
    const oddsX100 = oddsX100Of('match_odds', ask.price);
    if (oddsX100 === null || !isLadderPrice(ask.price)) return { ok: false, market, refusal: 'exchangePriceNotOnLadder' };
    const side = dir === 'back' ? 'back' : 'lay';
    return { ok: true, quote: { ...base, oddsX100, book: { runner, side, levels: levelsOf(ev.depth[runner]![side]), depth: ev.depth } } };
  }
  // The bookmaker takes the whole stake at its rate now, if that is no worse for the player than asked.
  const rate = bookmakerBook(ev.match.winProbs())[runner]!;
  const quoted = dir === 'back' ? rate.back : rate.lay;
  const fair = dir === 'back' ? quoted >= ask.price : quoted <= ask.price;
  if (!fair) return { ok: false, market, refusal: 'exchangePriceMoved' };
  return { ok: true, quote: { ...base, oddsX100: 100 + quoted, book: null } };
}

function fancyQuote(ev: SimEvent, ask: BetAsk): QuoteResult {
  const match = ev.cricket!;
  const line = ev.status === 'inplay' ? fancyLines(match)[ask.selectionId] : undefined;
  const now = inningsView(match, match.inningsIndex)!;
  const lineKey = line ? lineKeyOf(line.lineId, now) : null;
  const market = info(
    ev,
    'fancy',
    line && lineKey ? { marketKey: `${ev.id}:${lineKey}`, marketName: FANCY_NAMES[line.category] ?? 'Fancy', lineKey, lineKind: kindOf(lineKey) } : {},
  );
  if (!line || !lineKey) return { ok: false, market, refusal: 'exchangeMarketClosed' };
  if (line.suspended) return { ok: false, market, refusal: 'exchangeMarketSuspended' };
  if (line.ball_running) return { ok: false, market, refusal: 'exchangeBallRunning' };
  if (ask.side !== 'yes' && ask.side !== 'no') return { ok: false, market, refusal: 'exchangeRunnerNotActive' };
  const yes = ask.side === 'yes';
  const rate = yes ? line.yes_rate : line.no_rate;
  if (rate <= 0) return { ok: false, market, refusal: 'exchangeSideNotOffered' };
  // Best execution (docs/decisions/0166): the bet takes the line and rate quoted now when they are as good
  // as asked or better. Yes (runs reach the line) wants a line no higher and a rate no lower; No (runs stay
  // below it, risking the rate) a line no lower and a rate no higher. A lottery Yes names its own last digit.
  const digit = market.lineKind === 'digit' && yes;
  const quoted = yes ? line.yes : line.no;
  const asked = ask.line;
  const lineOk = Number.isInteger(asked) && (digit ? asked! >= 0 && asked! <= 9 : yes ? quoted <= asked! : quoted >= asked!);
  const rateOk = yes ? rate >= ask.price : rate <= ask.price;
  if (!lineOk || !rateOk) return { ok: false, market, refusal: 'exchangePriceMoved' };
  return { ok: true, quote: { market, selectionName: line.title, dir: dirOf(ask.side), oddsX100: 100 + rate, line: digit ? asked! : quoted, book: null } };
}

export function quoteFor(ev: SimEvent, ask: BetAsk): QuoteResult {
  return ask.marketType === 'fancy' ? fancyQuote(ev, ask) : runnerQuote(ev, ask);
}

/** What the bet delay compares: a ball started or a suspension began while the bet waited. */
export function interruptionsOf(ev: SimEvent): { balls: number; suspensions: number } {
  return { balls: ev.ballsStarted, suspensions: ev.suspensions };
}

export function interruptedSince(ev: SimEvent, before: { balls: number; suspensions: number }): Refusal | null {
  if (ev.status === 'closed') return 'exchangeMarketClosed';
  if (ev.suspensions !== before.suspensions) return 'exchangeMarketSuspended';
  if (ev.ballsStarted !== before.balls) return 'exchangeBallRunning';
  return null;
}
