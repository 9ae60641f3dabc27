// The bodies of the exchange API's answers, built from simulator state in the contract's shapes. Each is
// built at most once per change of its event (answer-cache.ts keeps the serialised answer per version).
import type { Bookmaker, EventResponse, EventWhen, ListOdds, MatchOddsResponse, Sport, SportsEvent } from '../../../contracts/exchange.ts';
import { fancyLines } from '../source/simulator/fancy-derivation.ts';
import { competitionBn, eventNameBn, scoreBn, teamBn } from '../source/names-bn.ts';
import { bookmakerBook } from '../source/simulator/market-book.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { dhakaDay, type ExchangeSimulator } from '../source/simulator/simulator.ts';

export function matchOdds(ev: SimEvent): MatchOddsResponse {
  const flags = ev.match.flags();
  const closed = ev.status === 'closed';
  const winner = ev.result?.winner ?? null;
  return [
    {
      marketId: ev.marketId,
      eventId: ev.id,
      marketName: 'Match Odds',
      status: closed ? 'CLOSED' : flags.suspended ? 'SUSPENDED' : 'OPEN',
      inplay: ev.status === 'inplay',
      ball_running: ev.status === 'inplay' && flags.ballRunning,
      lastUpdated: new Date(ev.marketUpdated).toISOString(),
      totalMatched: ev.totalMatched,
      numberOfRunners: ev.runnerNames.length,
      runners: ev.runnerNames.map((name, i) => ({
        selectionId: ev.selectionIds[i]!,
        SelectionName: name,
        SelectionName_bn: teamBn(name),
        sortPriority: i + 1,
        status: closed ? (name === winner ? 'WINNER' : 'LOSER') : flags.suspended ? 'SUSPENDED' : 'ACTIVE',
        lastPriceTraded: ev.lastTraded[i] ?? null,
        ex: closed || flags.suspended ? { availableToBack: [], availableToLay: [] } : { availableToBack: ev.depth[i]!.back, availableToLay: ev.depth[i]!.lay },
      })),
    },
  ];
}

function bookmaker(ev: SimEvent): Bookmaker | null {
  if (!ev.hasBookmaker || ev.status === 'closed') return null;
  const flags = ev.match.flags();
  const rates = bookmakerBook(ev.match.winProbs());
  const runners: Bookmaker['runners'] = {};
  ev.runnerNames.forEach((name, i) => {
    runners[String(ev.selectionIds[i])] = {
      selectionId: ev.selectionIds[i]!,
      name,
      name_bn: teamBn(name),
      sortPriority: i + 1,
      backPrice: rates[i]!.back,
      layPrice: rates[i]!.lay,
      suspended: flags.suspended,
      ball_running: flags.ballRunning,
    };
  });
  return { marketId: ev.bookmakerId, marketName: 'Bookmaker', min: 100, max: 100_000, runners };
}

export function eventAnswer(ev: SimEvent): EventResponse {
  const fancy = ev.cricket && ev.status === 'inplay' ? fancyLines(ev.cricket) : {};
  return {
    data: {
      items: {
        [ev.id]: {
          eventId: ev.id,
          eventName: ev.name,
          eventName_bn: eventNameBn(ev.name),
          inplay: ev.status === 'inplay',
          fancy2: fancy,
          bookmaker: bookmaker(ev),
          lastUpdated: new Date(ev.eventUpdated).toISOString(),
        },
      },
    },
  };
}

/** The list's best prices, taken from the match-odds answer itself so the two can never disagree. */
export function listOdds(ev: SimEvent): ListOdds {
  const market = matchOdds(ev)[0]!;
  return {
    status: market.status,
    runners: market.runners.map((r) => ({
      selectionId: r.selectionId,
      back: r.ex.availableToBack[0] ?? null,
      lay: r.ex.availableToLay[0] ?? null,
    })),
  };
}

export function listed(ev: SimEvent, withOdds = true): SportsEvent {
  const base: SportsEvent = {
    EventId: ev.id,
    MarketId: ev.marketId,
    Event: ev.name,
    Event_bn: eventNameBn(ev.name),
    competition_bn: competitionBn(ev.competition),
    runners_bn: ev.runnerNames.map(teamBn),
    Fancy: ev.hasFancy,
    Bookmaker: ev.hasBookmaker,
    inplay: ev.status === 'inplay',
    sport: ev.sport,
    competition: ev.competition,
    openDate: new Date(ev.openDate).toISOString(),
    status: ev.status,
    runners: ev.runnerNames,
    ...(ev.status === 'inplay' ? { score: ev.match.score(), score_bn: scoreBn(ev.match.score()) } : {}),
  };
  return withOdds ? { ...base, odds: listOdds(ev) } : base;
}

export function sportsEvents(sim: ExchangeSimulator, sport: Sport, when: EventWhen, withOdds = true): SportsEvent[] {
  const today = dhakaDay(sim.now);
  return [...sim.events.values()]
    .filter((ev) => ev.sport === sport && ev.status !== 'closed')
    .filter(
      (ev) =>
        when === 'all' ||
        (when === 'inplay' ? ev.status === 'inplay' : ev.status === 'upcoming' && dhakaDay(ev.openDate) === (when === 'today' ? today : today + 1)),
    )
    .sort((a, b) => Number(b.status === 'inplay') - Number(a.status === 'inplay') || a.openDate - b.openDate)
    .map((ev) => listed(ev, withOdds));
}
