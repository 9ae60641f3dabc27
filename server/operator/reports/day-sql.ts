// Asia/Dhaka days in SQL: Dhaka is UTC+6 all year, so a day is the UTC instant plus six hours, cut to its
// date. Written without a time zone name, so it answers the same on PostgreSQL and PGlite whatever
// time zone data either has.
import { type SQL, sql } from 'drizzle-orm';
import { dhakaDayStart } from '../../lib/dhaka-days.ts';

/** The Dhaka day ('YYYY-MM-DD') of a timestamptz expression. */
export const dhakaDay = (column: SQL | SQL.Aliased | unknown) => sql<string>`to_char((${column} AT TIME ZONE 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;

/** `column` falls within the Dhaka days from..to, both included. */
export const withinDays = (column: unknown, from: string, to: string) =>
  sql`${column} >= ${dhakaDayStart(from).toISOString()}::timestamptz AND ${column} < ${new Date(dhakaDayStart(to).getTime() + 86_400_000).toISOString()}::timestamptz`;

/** Every Dhaka day from..to, in order. */
export function daysOf(from: string, to: string): string[] {
  const out: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000) out.push(new Date(at).toISOString().slice(0, 10));
  return out;
}
