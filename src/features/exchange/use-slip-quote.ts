// What the feed says now about the slip's selection: its price (the cell it was picked from) and why
// it cannot be bet on, if it cannot: prices not live, the market or line suspended, the ball running,
// the market closed or the runner gone, or no price. The slip re-renders with that one cell, which
// the price cell itself never notices.
import { useAtomValue } from 'jotai';
import { eventGoneKey, marketGoneKey, type PriceValue } from '../../../workers/feed-keys.ts';
import { feedStaleAtom } from './atoms.ts';
import type { Quoted } from './bet-math.ts';
import type { SlipSelection } from './bet-state.ts';
import { useCell, useRecord } from './use-feed-atoms.ts';

export type BlockReason = 'stale' | 'suspended' | 'ballRunning' | 'closed' | 'noPrice';
export interface SlipQuote { quote: Quoted | null; blocked: BlockReason | null }

interface StatusFields { status?: string; suspended?: boolean; ballRunning?: boolean }

export function statusKeyOf(sel: SlipSelection): string {
  if (sel.marketType === 'match_odds') return `mk:${sel.marketId}`;
  if (sel.marketType === 'bookmaker') return `br:${sel.eventId}:${sel.selectionId}`;
  return `fl:${sel.eventId}:${sel.selectionId}`;
}

/** `gone`: the feed no longer has the market (match odds) or the event (bookmaker, fancy): it ended. */
export function blockReason(sel: SlipSelection, cell: PriceValue | null, stale: boolean, status: StatusFields | null, runner: StatusFields | null, gone = false): BlockReason | null {
  if (gone) return 'closed';
  if (stale) return 'stale';
  if (sel.marketType === 'match_odds') {
    if (status?.status === 'CLOSED' || (runner && runner.status !== 'ACTIVE')) return 'closed';
    if (status && status.status !== 'OPEN') return 'suspended';
    // The server refuses in-play match odds while the ball is running (server/exchange/bet-quotes.ts).
    if (status?.ballRunning) return 'ballRunning';
  } else {
    if (!status) return 'closed';
    if (status.ballRunning) return 'ballRunning';
    if (status.suspended) return 'suspended';
  }
  const price = sel.marketType === 'fancy' ? cell?.size : cell?.price;
  return price && price > 0 ? null : 'noPrice';
}

export function useSlipQuote(sel: SlipSelection): SlipQuote {
  const raw = useCell(sel.cellKey).value;
  const cell = raw && typeof raw === 'object' ? (raw as unknown as PriceValue) : null;
  const stale = useAtomValue(feedStaleAtom);
  const statusKey = statusKeyOf(sel);
  const status = useRecord<StatusFields>(statusKey);
  const runner = useRecord<StatusFields>(sel.marketType === 'match_odds' ? `mr:${sel.marketId}:${sel.selectionId}` : statusKey);
  const gone = useCell(sel.marketType === 'match_odds' ? marketGoneKey(sel.marketId) : eventGoneKey(sel.eventId)).value === true;
  const blocked = blockReason(sel, cell, stale, status, sel.marketType === 'match_odds' ? runner : null, gone);
  const quote = !cell ? null : sel.marketType === 'fancy' ? { price: cell.size, line: cell.price } : { price: cell.price };
  return { quote, blocked };
}
