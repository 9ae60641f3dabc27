// Asia/Dhaka days for the exchange's records: Dhaka is UTC+6 all year (no daylight saving).
const DHAKA_OFFSET_MS = 6 * 3_600_000;

/** The first instant of a Dhaka day 'YYYY-MM-DD'. */
export function dhakaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS);
}

/** The last millisecond of a Dhaka day. */
export function dhakaDayEnd(day: string): Date {
  return new Date(dhakaDayStart(day).getTime() + 86_400_000 - 1);
}

/** The Dhaka day of an instant, as 'YYYY-MM-DD'. */
export function dhakaDayOf(at: Date): string {
  return new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}
