// The player's side of the exchange in the one store: the bet slip's selection and stake, the
// positions and open bets of the events on screen, the exposure, and the operator's limits. None of
// it is read by a price cell: a bet placed, a position moved or the slip opened renders the slip,
// the runners' profit-and-loss labels and the open bets, never the prices (tests/odds-counts).
import { atom } from 'jotai';
import type { BetRecord, BetSide, MarketPosition, MarketType } from '../../../contracts/exchange-bets.ts';
import type { ExchangeSettings } from '../../../contracts/exchange-operator.ts';
import type { PriceKey } from '../../../workers/feed-keys.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { store } from '../../lib/store.ts';
import { getBalanceOverview, getBets, getPositions } from './bets-api.ts';

export interface SlipSelection {
  eventId: string;
  /** The market id of the bet: match odds or bookmaker id; the event id for a fancy line. */
  marketId: string;
  marketType: MarketType;
  /** The runner's selection id, or the fancy line's lineId. */
  selectionId: string;
  runnerName: string;
  /** The runner's or line's Bangla name from the feed (null: the feed sent none). */
  runnerNameBn?: string | null;
  side: BetSide;
  /** The price cell the selection came from: the slip watches it for moves, stale and suspension. */
  cellKey: PriceKey;
  /** Odds on match odds, the rate on the bookmaker and fancy. */
  price: number;
  /** Fancy only: the runs line. */
  line?: number;
  /** The row the slip opens under on a phone (`<marketId>:<selectionId>`, the fancy market id for lines). */
  rowKey: string;
  inPlay: boolean;
}

export const slipAtom = atom<SlipSelection | null>(null);
/** The stake as typed, in Latin digits ('' while empty). */
export const slipStakeAtom = atom('');
/** While a bet waits out its in-play delay: when the wait ends, for the slip's countdown. */
export const betDelayUntilAtom = atom<number | null>(null);

/** Open positions by market key (match odds and bookmaker: the market id; fancy: eventId:lineKey). */
export const positionsAtom = atom<Record<string, MarketPosition>>({});
/** Open bets (matched and unmatched) by event id. */
export const openBetsAtom = atom<Record<string, BetRecord[]>>({});
/** The money held for open bets, in taka; null until first read. */
export const exposureAtom = atom<number | null>(null);
/**
 * Market ids (match odds, bookmaker) the operator voided while the feed may still list them, and the
 * fancy rows (`fancy-<eventId>:<lineId>`) that quote a voided line now (market-end.tsx).
 */
export const voidedMarketsAtom = atom<ReadonlySet<string>>(new Set<string>());
/** The operator's limits per market type, read by the odds view; null until loaded (or when it cannot be). */
export const limitsAtom = atom<ExchangeSettings | null>(null);

export function openSlip(selection: SlipSelection): void {
  const current = store.get(slipAtom);
  // Another runner or side starts from an empty stake; a new price on the same one keeps what was typed.
  if (!current || current.rowKey !== selection.rowKey || current.side !== selection.side) store.set(slipStakeAtom, '');
  store.set(slipAtom, selection);
}

export function closeSlip(): void {
  store.set(slipAtom, null);
  store.set(slipStakeAtom, '');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Reads the positions and open bets of one event; atoms change only if what came back differs. */
export async function refreshEventBets(eventId: string): Promise<void> {
  const [positions, bets] = await Promise.all([getPositions({ eventId }), getBets({ status: 'open', eventId, limit: 200 })]);
  const held = store.get(positionsAtom);
  const next: Record<string, MarketPosition> = {};
  for (const [key, p] of Object.entries(held)) if (p.eventId !== eventId) next[key] = p;
  for (const p of positions.markets) next[p.marketKey] = p;
  if (!same(held, next)) store.set(positionsAtom, next);
  const open = store.get(openBetsAtom);
  if (!same(open[eventId] ?? [], bets.bets)) store.set(openBetsAtom, { ...open, [eventId]: bets.bets });
}

/**
 * A read of the exposure started this recently answers a poll too: the exchange frame polls it and so
 * does a screen that takes bets (use-event-bets.ts), both from their first render, and they asked twice.
 */
export const EXPOSURE_SHARED_MS = 2000;
let exposureRead: { at: number; seq: number; done: Promise<void> } | null = null;
let exposureSeq = 0;
/** The newest read whose answer is written: an older one answering later is not. */
let latestExposureAnswer = 0;

/**
 * Reads the exposure. A poll (`shared`) joins a read started under EXPOSURE_SHARED_MS ago; a read after a
 * bet, cancel or cash out always asks, and an older answer arriving after it is not written over it.
 */
export function refreshExposure({ shared = false }: { shared?: boolean } = {}): Promise<void> {
  const at = Date.now();
  if (shared && exposureRead && at - exposureRead.at < EXPOSURE_SHARED_MS) return exposureRead.done;
  const seq = ++exposureSeq;
  const done = getBalanceOverview().then((overview) => {
    if (seq >= latestExposureAnswer) {
      latestExposureAnswer = seq;
      store.set(exposureAtom, overview.exposure);
    }
  });
  exposureRead = { at, seq, done };
  done.catch(() => {
    if (exposureRead?.seq === seq) exposureRead = null; // a failed read is not shared with the next poll
  });
  return done;
}
/** After a bet, a cancel or a cash out: the event's bets, the exposure and the main balance. */
export async function refreshAfterBet(eventId: string): Promise<void> {
  await Promise.allSettled([refreshEventBets(eventId), refreshExposure(), refreshBalanceNow()]);
}
