// The player's side of the exchange in the one store: the bet slip's selection and stake, the
// positions and open bets of the events on screen, the exposure, and the operator's limits. None of
// it is read by a price cell: a bet placed, a position moved or the slip opened renders the slip,
// the runners' profit-and-loss labels and the open bets, never the prices (tests/odds-counts).
import { atom } from 'jotai';
import type { BetRecord, BetSide, MarketPosition, MarketType } from '../../../../contracts/exchange-bets.ts';
import type { ExchangeSettings } from '../../../../contracts/exchange-operator.ts';
import type { PriceKey } from '../../../../workers/feed-keys.ts';
import { refreshBalanceNow } from '../../../lib/balance.ts';
import { invalidateReads } from '../../../lib/read-cache.ts';
import { store } from '../../../lib/store.ts';
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

/** The key of one event's positions and open bets (use-event-bets.ts reads it; a bet reads it again). */
export const eventBetsKey = (eventId: string) => `exchange:event-bets:${eventId}`;
/** The exposure's shared read (the exchange frame's, joined by the bets' poll). */
export const EXPOSURE_KEY = 'exchange:exposure';

/** Reads the positions and open bets of one event. */
export async function readEventBets(eventId: string) {
  const [positions, bets] = await Promise.all([getPositions({ eventId }), getBets({ status: 'open', eventId, limit: 200 })]);
  return { positions, bets };
}

/** Puts one event's positions and open bets in the store; atoms change only if what came back differs. */
export function applyEventBets(eventId: string, { positions, bets }: Awaited<ReturnType<typeof readEventBets>>): void {
  const held = store.get(positionsAtom);
  const next: Record<string, MarketPosition> = {};
  for (const [key, p] of Object.entries(held)) if (p.eventId !== eventId) next[key] = p;
  for (const p of positions.markets) next[p.marketKey] = p;
  if (!same(held, next)) store.set(positionsAtom, next);
  const open = store.get(openBetsAtom);
  if (!same(open[eventId] ?? [], bets.bets)) store.set(openBetsAtom, { ...open, [eventId]: bets.bets });
}

/** The exposure, for the store (exposureAtom). */
export async function readExposure(): Promise<number> {
  return (await getBalanceOverview()).exposure;
}

/**
 * A read of the exposure started this recently answers a poll too: the exchange frame polls it and so
 * does a screen that takes bets (use-event-bets.ts), both from their first render, and they asked twice.
 */
export const EXPOSURE_SHARED_MS = 2000;

/**
 * After a bet, a cancel or a cash out: the event's bets (where a screen reads them), the exposure, the
 * player's bet lists and the main balance are read again; an older answer still on its way is not drawn
 * over them.
 */
export async function readAgainAfterBet(eventId: string): Promise<void> {
  // With no reader of them on screen, the store is brought up to date all the same, for the next screen.
  const bets = invalidateReads(eventBetsKey(eventId)) > 0 ? null : readEventBets(eventId).then((answer) => applyEventBets(eventId, answer));
  const exposure = invalidateReads(EXPOSURE_KEY) > 0 ? null : readExposure().then((taka) => store.set(exposureAtom, taka));
  invalidateReads('exchange:bets');
  await Promise.allSettled([bets, exposure, refreshBalanceNow()]);
}
