// A race as the racing lists show it (horse racing, greyhounds): the meeting, the off, the race's WIN and
// PLACE markets and the runners by number, a non-runner kept on the card and marked removed. The places
// paid are the PLACE market's number of winners, as the source defines them.
import { isRacingSport, type RaceCard, type Sport } from '../../../contracts/exchange.ts';
import type { MarketSource, SourceEvent } from '../source/market-source.ts';
import { marketName, runnerName } from '../source/neutral-names.ts';

export const isRacing = (sport: Sport): boolean => isRacingSport(sport);

const RACE_MARKETS = ['WIN', 'PLACE'];

export function raceCard(source: MarketSource, event: SourceEvent): RaceCard {
  const markets = source
    .marketsOf(event.id)
    .filter((m) => RACE_MARKETS.includes(m.marketType))
    .sort((a, b) => RACE_MARKETS.indexOf(a.marketType) - RACE_MARKETS.indexOf(b.marketType));
  const win = markets.find((m) => m.marketType === 'WIN') ?? markets[0];
  const place = markets.find((m) => m.marketType === 'PLACE');
  const runners = [...(win?.runners ?? [])].sort((a, b) => a.sortPriority - b.sortPriority);
  return {
    venue: event.venue ?? event.competition,
    raceName: win ? marketName(win) : event.name,
    raceTime: new Date(win?.marketTime ?? event.openDate).toISOString(),
    markets: markets.map((m) => ({
      marketId: m.id,
      marketType: m.marketType,
      marketName: marketName(m),
      numberOfWinners: m.numberOfWinners,
      status: m.status,
    })),
    places: place?.numberOfWinners ?? null,
    runners: runners.map((r) => ({ selectionId: r.selectionId, number: r.number, name: runnerName(r), removed: r.status === 'REMOVED' })),
  };
}
