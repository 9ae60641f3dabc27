// Dhaka days as arithmetic on epoch milliseconds: the start of a Dhaka day, days before and after it,
// and its calendar date. Every moment the product groups by is read in Asia/Dhaka, whatever the
// device's zone. Turning a moment into text for the screen is lib/format.ts's job.
//
// Bangladesh has kept UTC+6 all year since its one daylight-saving trial ended on 31 Dec 2009, so a
// Dhaka day is exactly 24 hours from 18:00 UTC (format.test.ts and time.test.ts check this against
// the browser's own time-zone database). Not dayjs's time-zone plugin: its first call costs a slow
// phone a long task (ICU's zone data, then a locale string parsed back into a date, for the
// footer's year), and its start-of-day
// works through the device's zone, which is wrong on a device whose zone changes clocks that day.
// docs/decisions/0161.

/** Dhaka's offset from UTC. */
export const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment: epoch milliseconds, an ISO string, or a Date. */
export type Moment = number | string | Date;

const epoch = (at: Moment) => (typeof at === 'number' ? at : new Date(at).getTime());

/** Midnight in Dhaka (epoch ms) of the day `at` falls on, moved by `days` (negative: earlier). */
export function dhakaDayStart(at: Moment = Date.now(), days = 0): number {
  return Math.floor((epoch(at) + DHAKA_OFFSET_MS) / DAY_MS) * DAY_MS - DHAKA_OFFSET_MS + days * DAY_MS;
}

/** The Dhaka calendar day of a moment, as YYYY-MM-DD. */
export const dhakaDate = (at: Moment = Date.now()) => new Date(epoch(at) + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
