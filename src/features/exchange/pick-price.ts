// What tapping a price does: the cell's key says which market, runner, side and level it is; the
// feed mirror says the runner's name, the price now and whether the event is in play. With one-click
// betting on, the bet is placed at once with the one-click stake; otherwise the slip opens on it.
// The markets pass a stable callback built on this (useCallback), so price cells never re-render for it.
import type { BetSide, MarketType } from '../../../contracts/exchange-bets.ts';
import type { PriceValue } from '../../../workers/feed-keys.ts';
import { store } from '../../lib/store.ts';
import { betPrefsAtom } from './bet-prefs.ts';
import { openSlip, type SlipSelection } from './bet-state.ts';
import { placeOneClick } from './place-bet.ts';
import { mirrorValue } from './use-feed-atoms.ts';

export interface PickContext {
  marketType: MarketType;
  eventId: string | null;
}

/** `px:<marketId>:<selectionId>:<b|l>:<level>` as its parts (market ids hold dots, never colons). */
export function parsePriceKey(cellKey: string): { marketId: string; selectionId: string; side: 'b' | 'l'; level: number } | null {
  const [kind, marketId, selectionId, side, level] = cellKey.split(':');
  if (kind !== 'px' || !marketId || !selectionId || (side !== 'b' && side !== 'l')) return null;
  return { marketId, selectionId, side, level: Number(level) };
}

/** The runner's (or line's) name in both languages, as the feed mirror holds it. */
const namesOf = (key: string) => {
  const runner = mirrorValue<{ name: string; nameBn?: string | null }>(key);
  return { runnerName: runner?.name ?? '', runnerNameBn: runner?.nameBn ?? null };
};
const lineNamesOf = (key: string) => {
  const line = mirrorValue<{ title: string; titleBn?: string | null }>(key);
  return { runnerName: line?.title ?? '', runnerNameBn: line?.titleBn ?? null };
};

/** The slip's selection for a tapped price, or null when the cell has no price to take. */
export function selectionFor(cellKey: string, ctx: PickContext): SlipSelection | null {
  const key = parsePriceKey(cellKey);
  const cell = mirrorValue<PriceValue>(cellKey);
  if (!key || !cell || !(cell.price > 0)) return null;
  const { marketId, selectionId } = key;
  const back = key.side === 'b';
  if (ctx.marketType === 'match_odds') {
    const market = mirrorValue<{ eventId: string; inplay: boolean }>(`mk:${marketId}`);
    const eventId = ctx.eventId ?? market?.eventId;
    if (!eventId) return null;
    return {
      eventId,
      marketId,
      marketType: 'match_odds',
      selectionId,
      side: back ? 'back' : 'lay',
      cellKey,
      price: cell.price,
      ...namesOf(`mr:${marketId}:${selectionId}`),
      rowKey: `${marketId}:${selectionId}`,
      inPlay: market?.inplay === true,
    };
  }
  const eventId = ctx.eventId;
  if (!eventId) return null;
  const inPlay = mirrorValue<{ inplay: boolean }>(`ei:${eventId}`)?.inplay === true;
  if (ctx.marketType === 'bookmaker') {
    return {
      eventId,
      marketId,
      marketType: 'bookmaker',
      selectionId,
      side: back ? 'back' : 'lay',
      cellKey,
      price: cell.price,
      ...namesOf(`br:${eventId}:${selectionId}`),
      rowKey: `${marketId}:${selectionId}`,
      inPlay,
    };
  }
  // A fancy cell holds the runs line as its price and the rate as its size; Yes sits in the back column.
  if (!(cell.size > 0)) return null;
  const side: BetSide = back ? 'yes' : 'no';
  return {
    eventId,
    marketId: eventId,
    marketType: 'fancy',
    selectionId,
    side,
    cellKey,
    price: cell.size,
    line: cell.price,
    ...lineNamesOf(`fl:${eventId}:${selectionId}`),
    rowKey: `${marketId}:${selectionId}`,
    inPlay,
  };
}

export function pickPrice(cellKey: string, ctx: PickContext): void {
  const selection = selectionFor(cellKey, ctx);
  if (!selection) return;
  const prefs = store.get(betPrefsAtom);
  if (prefs.oneClick) void placeOneClick(selection, prefs.oneClickStake);
  else openSlip(selection);
}
