// What tapping a price does: the cell's key says which market, runner, side and level it is; the
// feed mirror says the runner's name, the price now and whether the event is in play. With one-click
// betting on, the bet is placed at once with the one-click stake; otherwise the slip opens on it.
// The markets pass a stable callback built on this (useCallback), so price cells never re-render for it.
import type { BetSide, MarketType } from '../../../../contracts/exchange-bets.ts';
import { bookmakerRunnerKey, eventHeaderKey, fancyLineKey, marketKey, priceKeyParts, rowKey, runnerKey, type PriceKey } from '../../../../workers/feed-keys.ts';
import { store } from '../../../lib/store.ts';
import { betPrefsAtom } from './bet-prefs.ts';
import { openSlip, type SlipSelection } from '../my-bets/bet-state.ts';
import { placeOneClick } from './place-bet.ts';
import { mirrorValue } from '../feed/use-feed-atoms.ts';

export interface PickContext {
  marketType: MarketType;
  eventId: string | null;
}

/** The runner's (or line's) name in both languages, as the feed mirror holds it. */
const namesOf = (runner: { name: string; nameBn: string | null } | null) => ({ runnerName: runner?.name ?? '', runnerNameBn: runner?.nameBn ?? null });

/** The slip's selection for a tapped price, or null when the cell has no price to take. */
export function selectionFor(cellKey: PriceKey, ctx: PickContext): SlipSelection | null {
  const cell = mirrorValue(cellKey);
  if (!cell || !(cell.price > 0)) return null;
  const { marketId, selectionId, side } = priceKeyParts(cellKey);
  const back = side === 'b';
  if (ctx.marketType === 'match_odds') {
    const market = mirrorValue(marketKey(marketId));
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
      ...namesOf(mirrorValue(runnerKey(marketId, selectionId))),
      rowKey: rowKey(marketId, selectionId),
      inPlay: market?.inplay === true,
    };
  }
  const eventId = ctx.eventId;
  if (!eventId) return null;
  const inPlay = mirrorValue(eventHeaderKey(eventId))?.inplay === true;
  if (ctx.marketType === 'bookmaker') {
    return {
      eventId,
      marketId,
      marketType: 'bookmaker',
      selectionId,
      side: back ? 'back' : 'lay',
      cellKey,
      price: cell.price,
      ...namesOf(mirrorValue(bookmakerRunnerKey(eventId, selectionId))),
      rowKey: rowKey(marketId, selectionId),
      inPlay,
    };
  }
  // A fancy cell holds the runs line as its price and the rate as its size; Yes sits in the back column.
  if (!(cell.size > 0)) return null;
  const fancySide: BetSide = back ? 'yes' : 'no';
  const line = mirrorValue(fancyLineKey(eventId, selectionId));
  return {
    eventId,
    marketId: eventId,
    marketType: 'fancy',
    selectionId,
    side: fancySide,
    cellKey,
    price: cell.size,
    line: cell.price,
    ...namesOf(line && { name: line.title, nameBn: line.titleBn }),
    rowKey: rowKey(marketId, selectionId),
    inPlay,
  };
}

export function pickPrice(cellKey: PriceKey, ctx: PickContext): void {
  const selection = selectionFor(cellKey, ctx);
  if (!selection) return;
  const prefs = store.get(betPrefsAtom);
  if (prefs.oneClick) void placeOneClick(selection, prefs.oneClickStake);
  else openSlip(selection);
}
