// An event's result as the source settles it: when its main market (match odds; a race's win market)
// turns CLOSED, the runner the source marks WINNER is the winner and the score's own words, if any, the
// result. Told once per market; saving is the caller's (running-feed.ts keeps it in every database).
import type { EventResult } from '../../../contracts/exchange.ts';
import type { MarketSource, SourceMarket } from './market-source.ts';
import { scoreLine } from './score-line.ts';

/** The markets whose close settles the event for the Result tab. */
const SETTLING_TYPES = new Set(['MATCH_ODDS', 'WIN']);
/** Markets told about already, remembered this many back (a source may repeat a closed market's change). */
const REMEMBERED = 5000;

export function resultOf(source: MarketSource, market: SourceMarket): EventResult | null {
  const event = source.event(market.eventId);
  if (!event || market.status !== 'CLOSED' || !SETTLING_TYPES.has(market.marketType)) return null;
  const winners = market.runners.filter((r) => r.status === 'WINNER');
  const winner = winners.length === 1 ? winners[0]!.name : null;
  const score = source.score(event.id);
  return {
    EventId: event.id,
    MarketId: market.id,
    Event: event.name,
    sport: event.sport,
    competition: event.competition,
    openDate: new Date(event.openDate).toISOString(),
    settledAt: new Date(source.now()).toISOString(),
    winner,
    result: score?.status ?? (winner ? `${winner} won` : 'No result'),
    score: scoreLine(score),
  };
}

/** Calls `keep` with each event's result as its main market closes; returns the unsubscribe. */
export function resultsWriter(source: MarketSource, keep: (result: EventResult) => void): () => void {
  const told = new Set<string>();
  return source.subscribe((change) => {
    // A move of prices alone closes nothing: only a change of the definition can.
    if (change.kind !== 'market' || change.pricesOnly || told.has(change.marketId)) return;
    const market = source.market(change.marketId);
    const result = market && resultOf(source, market);
    if (!result) return;
    told.add(market.id);
    if (told.size > REMEMBERED) told.delete(told.values().next().value!);
    keep(result);
  });
}
