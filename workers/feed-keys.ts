// The snapshot key scheme shared by the worker (writes) and the screens (read one atom per key).
export type Side = 'b' | 'l';

export const priceKey = (marketId: string, selectionId: number | string, side: Side, level: number) => `px:${marketId}:${selectionId}:${side}:${level}`;

export interface PriceValue {
  price: number;
  size: number;
}

/** The prefix every key of one kind starts with; lists of rows are found by prefix. */
export const KEY_PREFIX = {
  event: 'ev:',
  market: 'mk:',
  runner: 'mr:',
  price: 'px:',
  bookmaker: 'bm:',
  bookmakerRunner: 'br:',
  fancy: 'fl:',
  listStatus: 'ls:',
  marketGone: 'gm:',
  eventGone: 'ge:',
} as const;

/** Fancy lines have no market id of their own; their price cells live under this one. */
export const fancyMarketId = (eventId: string) => `fancy-${eventId}`;
/** A listed event's match-odds status (the lists' own key: mk: holds the full market's fields). */
export const listStatusKey = (marketId: string) => `ls:${marketId}`;
/**
 * Set while the feed answers 404 for a subscribed market or event (it ended and left the feed, or
 * never was): the odds view tells the player so instead of showing empty rows.
 */
export const marketGoneKey = (marketId: string) => `gm:${marketId}`;
export const eventGoneKey = (eventId: string) => `ge:${eventId}`;
