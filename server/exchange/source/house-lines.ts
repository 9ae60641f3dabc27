// The house's own lines beside an event's match odds: the bookmaker rates and the fancy lines. They are not
// part of MarketSource (market-source.ts): a real exchange source carries neither, and the site's traders
// will run them. Today only the simulator prices them, so the feed holds them apart from the source and an
// event answer shows them when they are there and leaves them out when they are not.
import type { Bookmaker, FancyLine } from '../../../contracts/exchange.ts';

export interface HouseLines {
  /** Which lines the event offers (the list rows' Fancy and Bookmaker marks). */
  offered(eventId: string): { fancy: boolean; bookmaker: boolean };
  /** Bumped on every change of the event's lines or its play: the event answer is rebuilt when it moves. */
  version(eventId: string): number;
  /**
   * Moves whenever any event's `offered` marks could have changed by a hand other than the source's (a
   * trader's line opened, resulted or voided), so the sports lists keyed on the source alone move too.
   */
  listVersion?(): number;
  /** Epoch ms of that last change. */
  updatedAt(eventId: string): number;
  fancy(eventId: string): Record<string, FancyLine>;
  bookmaker(eventId: string): Bookmaker | null;
}
