// The records' date filter: days start at midnight in Asia/Dhaka, whatever the device's zone, so
// a deposit at 23:30 Dhaka time is "today" for a player in Dhaka even when UTC has a day less.
import { dhakaDate, dhakaDayStart, type Moment } from '../../lib/time.ts';

export type DateFilter = 'today' | 'yesterday' | 'last7' | 'all';
export const DATE_FILTERS: DateFilter[] = ['today', 'yesterday', 'last7', 'all'];

/** [from, to) in epoch milliseconds; null bounds are open. */
export function dateRange(filter: DateFilter, now: Moment = Date.now()): [number | null, number | null] {
  const today = dhakaDayStart(now);
  const tomorrow = dhakaDayStart(now, 1);
  if (filter === 'today') return [today, tomorrow];
  if (filter === 'yesterday') return [dhakaDayStart(now, -1), today];
  if (filter === 'last7') return [dhakaDayStart(now, -6), tomorrow];
  return [null, null];
}

export function inRange(at: string, [from, to]: [number | null, number | null]): boolean {
  const t = new Date(at).getTime();
  return (from === null || t >= from) && (to === null || t < to);
}

/** The Dhaka calendar day of a moment, as YYYY-MM-DD, for grouping rows. */
export const dhakaDay = (at: Moment) => dhakaDate(at);
