// What the feed says now about the slip's selection: its price (the cell it was picked from) and why
// it cannot be bet on, if it cannot: prices not live, the market or line suspended, the ball running,
// the market closed or the runner gone, or no price. The slip re-renders only when its price or that
// reason changes (a size or a matched total moving does not), and the price cell never notices it.
import type { Atom } from 'jotai';
import { useAtomValue } from '../../../lib/atom-hooks.ts';
import { selectAtom } from 'jotai/utils';
import { useMemo } from 'react';
import type { MarketType } from '../../../../contracts/exchange-bets.ts';
import {
  bookmakerRunnerKey,
  eventGoneKey,
  fancyMarketId,
  fancyStatusKey,
  type FeedKey,
  marketGoneKey,
  marketKey,
  type PriceSize,
  rowKey,
  runnerKey,
} from '../../../../workers/feed-keys.ts';
import { feedStaleAtom } from '../feed/atoms.ts';
import type { Quoted } from './bet-math.ts';
import { voidedMarketsAtom, type SlipSelection } from '../my-bets/bet-state.ts';
import { useFeedDerivedAtom } from '../feed/use-feed-atoms.ts';

export type BlockReason = 'stale' | 'suspended' | 'ballRunning' | 'closed' | 'noPrice';
export interface SlipQuote {
  quote: Quoted | null;
  blocked: BlockReason | null;
}

type StatusFields = {
  status?: string;
  suspended?: boolean;
  ballRunning?: boolean;
};

/** The record whose status fields say whether the selection can be bet on: its market, bookmaker runner or fancy line's flags. */
export function statusKeyOf(sel: SlipSelection): FeedKey<StatusFields> {
  if (sel.marketType === 'match_odds') return marketKey(sel.marketId);
  if (sel.marketType === 'bookmaker') return bookmakerRunnerKey(sel.eventId, sel.selectionId);
  return fancyStatusKey(sel.eventId, sel.selectionId);
}

/** `gone`: the feed no longer has the market (match odds) or the event (bookmaker, fancy): it ended. */
export function blockReason(
  sel: SlipSelection,
  cell: PriceSize | null,
  stale: boolean,
  status: StatusFields | null,
  runner: StatusFields | null,
  gone = false,
): BlockReason | null {
  if (gone) return 'closed';
  if (stale) return 'stale';
  if (sel.marketType === 'match_odds') {
    if (status?.status === 'CLOSED' || (runner && runner.status !== 'ACTIVE')) return 'closed';
    if (status && status.status !== 'OPEN') return 'suspended';
    // The server refuses in-play match odds while the ball is running (server/exchange/source/bet-quotes.ts).
    if (status?.ballRunning) return 'ballRunning';
  } else {
    if (!status) return 'closed';
    if (status.ballRunning) return 'ballRunning';
    if (status.suspended) return 'suspended';
  }
  const price = sel.marketType === 'fancy' ? cell?.size : cell?.price;
  return price && price > 0 ? null : 'noPrice';
}

const quoteOf = (type: MarketType, cell: PriceSize | null): Quoted | null =>
  !cell ? null : type === 'fancy' ? { price: cell.size, line: cell.price } : { price: cell.price };

/**
 * What the slip shows of its cell, status and gone keys, as one string: its price (and line), and why
 * it is blocked apart from staleness. The cell's size and the market's matched total move with every
 * tick and are not shown, so the slip renders only when the price or the reason changes.
 */
function slipStateOf(
  type: MarketType,
  [cell, status, runner, gone]: readonly [PriceSize | undefined, StatusFields | undefined, StatusFields | undefined, true | undefined],
): string {
  const price = cell ?? null;
  const sel = { marketType: type } as SlipSelection;
  const reason = blockReason(sel, price, false, status ?? null, type === 'match_odds' ? (runner ?? null) : null, gone === true);
  const quote = quoteOf(type, price);
  return JSON.stringify([quote?.price ?? null, quote?.line ?? null, reason, gone === true]);
}

const readState = (state: string) => {
  const [price, line, reason, gone] = JSON.parse(state) as [number | null, number | null, BlockReason | null, boolean];
  const quote: Quoted | null = price === null ? null : line === null ? { price } : { price, line };
  return { quote, reason, gone };
};
/** The slip's quote as its state atom holds it now (for a subscriber, outside render). */
export const quoteIn = (state: string): Quoted | null => readState(state).quote;

export function useSlipQuote(sel: SlipSelection): SlipQuote & { stateAtom: Atom<string> } {
  const stale = useAtomValue(feedStaleAtom);
  const type = sel.marketType;
  const statusKey = statusKeyOf(sel);
  const keys = [
    sel.cellKey,
    statusKey,
    type === 'match_odds' ? runnerKey(sel.marketId, sel.selectionId) : statusKey,
    type === 'match_odds' ? marketGoneKey(sel.marketId) : eventGoneKey(sel.eventId),
  ] as const;
  // The status key's prefix fixes the market type, so the keys alone name what is derived.
  const stateAtom = useFeedDerivedAtom(keys, (values) => slipStateOf(type, values));
  const { quote, reason, gone } = readState(useAtomValue(stateAtom));
  // Voided by the operator while the feed lists it: closed, as the server answers (no per-tick render).
  // A fancy line is voided by its row's key (fancy-<eventId>:<lineId>), a market by its id.
  const voidKey = type === 'fancy' ? rowKey(fancyMarketId(sel.eventId), sel.selectionId) : sel.marketId;
  const voided = useAtomValue(useMemo(() => selectAtom(voidedMarketsAtom, (ids) => ids.has(voidKey)), [voidKey]));
  // blockReason's order: gone (or voided), then stale, then the rest.
  const blocked = gone || voided ? 'closed' : stale ? 'stale' : reason;
  return { quote, blocked, stateAtom };
}
