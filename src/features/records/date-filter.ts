// The records' date filter: days start at midnight in Asia/Dhaka, whatever the device's zone, so
// a deposit at 23:30 Dhaka time is "today" for a player in Dhaka even when UTC has a day less.
import type { ConfigType } from 'dayjs';
import { inDhaka } from '../../lib/time.ts';

export type DateFilter = 'today' | 'yesterday' | 'last7' | 'all';
export const DATE_FILTERS: DateFilter[] = ['today', 'yesterday', 'last7', 'all'];

/** [from, to) in epoch milliseconds; null bounds are open. */
export function dateRange(filter: DateFilter, now: ConfigType = Date.now()): [number | null, number | null] {
  const today = inDhaka(now).startOf('day');
  const tomorrow = today.add(1, 'day').valueOf();
  if (filter === 'today') return [today.valueOf(), tomorrow];
  if (filter === 'yesterday') return [today.subtract(1, 'day').valueOf(), today.valueOf()];
  if (filter === 'last7') return [today.subtract(6, 'day').valueOf(), tomorrow];
  return [null, null];
}

export function inRange(at: string, [from, to]: [number | null, number | null]): boolean {
  const t = new Date(at).getTime();
  return (from === null || t >= from) && (to === null || t < to);
}

/** The Dhaka calendar day of a moment, as YYYY-MM-DD, for grouping rows. */
export const dhakaDay = (at: ConfigType) => inDhaka(at).format('YYYY-MM-DD');
