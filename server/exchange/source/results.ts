// The exchange feed's settled events (the Result tab): the one owner of exchange_results. The feed
// saves each event as the simulator settles it; the feed API lists them. One mapper for the wire
// shape (the spec's EventId / MarketId / Event spellings stay on the wire only).
import { desc, eq } from 'drizzle-orm';
import type { EventResult, Sport } from '../../../contracts/exchange.ts';
import type { Db } from '../../db/client.ts';
import { exchangeResults } from '../../db/schema/exchange.ts';
import { competitionBn, eventNameBn, resultBn, scoreBn } from './names-bn.ts';

/** The Result tab shows this many, newest first. */
export const RESULTS_LIMIT = 100;

type ResultRow = typeof exchangeResults.$inferSelect;

const toWire = (r: ResultRow): EventResult => ({
  EventId: r.eventId,
  MarketId: r.marketId,
  Event: r.eventName,
  sport: r.sport,
  competition: r.competition,
  openDate: r.openDate.toISOString(),
  settledAt: r.settledAt.toISOString(),
  winner: r.winner,
  result: r.result,
  score: r.score,
  Event_bn: eventNameBn(r.eventName),
  competition_bn: competitionBn(r.competition),
  result_bn: resultBn(r.result),
  score_bn: scoreBn(r.score),
});

/** Settled events of one sport, newest first. */
export async function listResults(db: Db, sport: Sport): Promise<EventResult[]> {
  const rows = await db.select().from(exchangeResults).where(eq(exchangeResults.sport, sport)).orderBy(desc(exchangeResults.settledAt)).limit(RESULTS_LIMIT);
  return rows.map(toWire);
}

/** Keeps a settled event; saving one twice (a restart replays the settle) keeps the first. */
export async function saveResult(db: Db, r: EventResult): Promise<void> {
  await db
    .insert(exchangeResults)
    .values({
      eventId: r.EventId,
      marketId: r.MarketId,
      sport: r.sport,
      eventName: r.Event,
      competition: r.competition,
      openDate: new Date(r.openDate),
      settledAt: new Date(r.settledAt),
      winner: r.winner,
      result: r.result,
      score: r.score,
    })
    .onConflictDoNothing();
}
