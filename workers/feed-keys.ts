// Every key of the feed's snapshot, and the type of the value it holds. The poller's normaliser writes
// keys built here and the screens read keys built here, so a key's builder fixes what its atom holds:
// priceKey(...) is a PriceKey, and a PriceKey's cell holds a PriceSize. No other file spells a key (a
// lint rule, lint/feed-key-templates.grit, refuses key templates elsewhere).
//
//   ev:<eventId>                               an event in a sport listing                  EventInfo
//   ls:<marketId>                              a listed event's match-odds status           ListStatus
//   mk:<marketId>                              a match-odds market                          MarketInfo
//   mr:<marketId>:<selectionId>                its runner                                   RunnerInfo
//   px:<marketId>:<selectionId>:<b|l>:<level>  one price cell                               PriceSize
//   ei:<eventId>                               the event's name and in-play flag            EventHeader
//   bm:<eventId>                               the event's bookmaker market                 BookmakerInfo
//   br:<eventId>:<selectionId>                 its runner                                   BookmakerRunnerInfo
//   fl:<eventId>:<lineId>                      a fancy line                                 FancyInfo
//   fs:<eventId>:<lineId>                      its suspended and ball-running flags         FancyStatus
//   gm:<marketId>  ge:<eventId>                true while the feed answers 404 for a subscribed market / event
//
// One key per thing that changes on its own: a list's prices share the match-odds keys (px:<marketId>:…:0),
// so a market open on the odds view and listed beside it has one cell per price, and a fancy line's flags,
// which flip with every ball, are a key apart from its title and limits, which do not change while it lives. Market ids hold dots, never colons: a key's segments split on ':'.
import type { FancyCategory, Sport } from '../contracts/exchange.ts';
import type { FeedValue, Snapshot } from './diff.ts';

declare const holds: unique symbol;
/** A snapshot key whose value is a V. Only the builders below make one (a plain string is not one). */
export type FeedKey<V extends FeedValue = FeedValue> = string & { readonly [holds]: V };
declare const lists: unique symbol;
/** The start of every key of one list of rows (a market's runners, an event's fancy lines), each holding a V. */
export type FeedGroup<V extends FeedValue = FeedValue> = string & { readonly [lists]: V };

export type Side = 'b' | 'l';
export type PriceSize = { price: number; size: number };
export type PriceKey = FeedKey<PriceSize>;

/** The runner names, their Bangla and the selection ids are \u001f-joined: strings keep a row's memo cheap. */
export type EventInfo = {
  sport: Sport;
  name: string;
  nameBn: string | null;
  marketId: string;
  inplay: boolean;
  fancy: boolean;
  bookmaker: boolean;
  competition: string;
  competitionBn: string | null;
  openDate: string;
  status: string;
  runners: string;
  runnersBn: string | null;
  /** The feed's score while in play; null before the off. */
  score: string | null;
  scoreBn: string | null;
  /** Null when the feed sends no odds: the row then shows no price columns. */
  selections: string | null;
  /** Racing only: the race card as the list sent it (contracts' RaceCard), as JSON text like the names above. */
  race?: string;
};
export type EventKey = FeedKey<EventInfo>;
export type ListStatus = { status: string };
export type MarketInfo = { eventId: string; name: string; status: string; inplay: boolean; matched: number; ballRunning: boolean };
export type RunnerInfo = { name: string; nameBn: string | null; sort: number; status: string };
export type EventHeader = { name: string; nameBn: string | null; inplay: boolean };
export type BookmakerInfo = { marketId: string; name: string; min: number; max: number };
export type BookmakerRunnerInfo = { name: string; nameBn: string | null; sort: number; suspended: boolean; ballRunning: boolean };
export type FancyInfo = { title: string; titleBn: string | null; category: FancyCategory; sort: number; min: number; max: number };
export type FancyStatus = { suspended: boolean; ballRunning: boolean };

export const eventKey = (eventId: string) => `ev:${eventId}` as EventKey;
/** A listed event's match-odds status (the lists' own key: mk: holds the full market's fields). */
export const listStatusKey = (marketId: string) => `ls:${marketId}` as FeedKey<ListStatus>;
export const marketKey = (marketId: string) => `mk:${marketId}` as FeedKey<MarketInfo>;
export const runnerKey = (marketId: string, selectionId: number | string) => `mr:${marketId}:${selectionId}` as FeedKey<RunnerInfo>;
export const priceKey = (marketId: string, selectionId: number | string, side: Side, level: number) =>
  `px:${marketId}:${selectionId}:${side}:${level}` as PriceKey;
export const eventHeaderKey = (eventId: string) => `ei:${eventId}` as FeedKey<EventHeader>;
export const bookmakerKey = (eventId: string) => `bm:${eventId}` as FeedKey<BookmakerInfo>;
export const bookmakerRunnerKey = (eventId: string, selectionId: number | string) => `br:${eventId}:${selectionId}` as FeedKey<BookmakerRunnerInfo>;
export const fancyLineKey = (eventId: string, lineId: string) => `fl:${eventId}:${lineId}` as FeedKey<FancyInfo>;
export const fancyStatusKey = (eventId: string, lineId: string) => `fs:${eventId}:${lineId}` as FeedKey<FancyStatus>;
/**
 * Set while the feed answers 404 for a subscribed market or event (it ended and left the feed, or
 * never was): the odds view tells the player so instead of showing empty rows.
 */
export const marketGoneKey = (marketId: string) => `gm:${marketId}` as FeedKey<true>;
export const eventGoneKey = (eventId: string) => `ge:${eventId}` as FeedKey<true>;

/** Fancy lines have no market id of their own; their price cells live under this one. */
export const fancyMarketId = (eventId: string) => `fancy-${eventId}`;
/**
 * One row of prices: its market and selection, the middle of its price keys (a fancy line's is
 * fancy-<eventId>:<lineId>). The slip opens under it, and an operator's void of a fancy line names it.
 */
export const rowKey = (marketId: string, selectionId: number | string) => `${marketId}:${selectionId}`;

export const LISTED_EVENTS = 'ev:' as FeedGroup<EventInfo>;
export const runnersOf = (marketId: string) => `mr:${marketId}:` as FeedGroup<RunnerInfo>;
export const bookmakerRunnersOf = (eventId: string) => `br:${eventId}:` as FeedGroup<BookmakerRunnerInfo>;
export const fancyLinesOf = (eventId: string) => `fl:${eventId}:` as FeedGroup<FancyInfo>;

/** The group a key belongs to: the key less its last segment ("mr:1.1:" for "mr:1.1:7"). */
export const groupOf = (key: string) => key.slice(0, key.lastIndexOf(':') + 1);
/** Whether a key is one of the group's rows (not a key that only starts like it, such as a row's price). */
export const inGroup = (key: string, group: string) => key.startsWith(group) && key.indexOf(':', group.length) === -1;
/** The id a row's key ends with: the listed event's, the runner's selection, the fancy line's. */
export const idOf = (key: FeedKey) => key.slice(key.lastIndexOf(':') + 1);

export const isPriceKey = (key: string): key is PriceKey => key.startsWith('px:');

/** A price key's parts. */
export function priceKeyParts(key: PriceKey): { marketId: string; selectionId: string; side: Side; level: number } {
  const [, marketId = '', selectionId = '', side, level] = key.split(':');
  return { marketId, selectionId, side: side === 'l' ? 'l' : 'b', level: Number(level) };
}

/** Writes one key's value into a snapshot: the key's type says what the value must be. */
export function putKey<V extends FeedValue>(snapshot: Snapshot, key: FeedKey<V>, value: NoInfer<V>): void {
  snapshot[key] = value;
}
