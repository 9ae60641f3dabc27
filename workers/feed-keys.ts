// The snapshot key scheme shared by the worker (writes) and the screens (read one atom per key).
export type Side = 'b' | 'l';

export const priceKey = (marketId: string, selectionId: number | string, side: Side, level: number) =>
  `px:${marketId}:${selectionId}:${side}:${level}`;

export interface PriceValue { price: number; size: number }

/** The prefix every key of one kind starts with; lists of rows are found by prefix. */
export const KEY_PREFIX = { event: 'ev:', market: 'mk:', runner: 'mr:', price: 'px:', bookmaker: 'bm:', bookmakerRunner: 'br:', fancy: 'fl:', listStatus: 'ls:' } as const;

/** Fancy lines have no market id of their own; their price cells live under this one. */
export const fancyMarketId = (eventId: string) => `fancy-${eventId}`;
/** A listed event's match-odds status (the lists' own key: mk: holds the full market's fields). */
export const listStatusKey = (marketId: string) => `ls:${marketId}`;
/** Set when the feed no longer knows a market (404: it ended and left): the screen says so instead of waiting. */
export const goneMarketKey = (marketId: string) => `gm:${marketId}`;
