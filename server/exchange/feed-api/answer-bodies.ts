// The bodies of the exchange API's answers, built from the market source (source/market-source.ts) in the
// contract's shapes, with the house's lines beside it when there are any. Each is built at most once per
// change of its market or event (answer-cache.ts keeps the serialised answer per version).
// matchOdds(ev), eventAnswer(ev) and a bare simulator handed to sportsEvents read the simulator through the
// same seam: its own tests pin the bytes every source's answers are built by.
import type { EventResponse, EventWhen, ListOdds, MatchOddsResponse, Sport, SportsEvent } from '../../../contracts/exchange.ts';
import { competitionBn, eventNameBn, scoreBn, teamBn } from '../source/names-bn.ts';
import type { PriceSize, RunnerBook, SourceEvent, SourceMarket, SourceScore } from '../source/market-source.ts';
import { competitionName, eventName, marketName, runnerName } from '../source/neutral-names.ts';
import { scoreLine } from '../source/score-line.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';
import { dhakaDay, type ExchangeSimulator } from '../source/simulator/simulator.ts';
import { simulatedBookmaker, simulatedFancy, sourceBook, sourceMarket, sourceScore } from '../source/simulator/simulator-source.ts';
import { type FeedView, mainMarketOf, statusOf, viewOf } from './feed-view.ts';
import { isRacing, raceCard } from './race-card.ts';

const NO_DEPTH = { availableToBack: [], availableToLay: [] };
/** Up to three levels, each written price then size whatever order the source's objects hold them in. */
const levels = (side: PriceSize[]): PriceSize[] => side.slice(0, 3).map((l) => ({ price: l.price, size: l.size }));

/** One market with its depth; `stale` when the source cannot vouch for its prices (shown, and bets refused). */
export function marketAnswer(market: SourceMarket, book: RunnerBook[] | undefined, score: SourceScore | undefined, stale: boolean): MatchOddsResponse {
  const closed = market.status === 'CLOSED';
  const suspended = market.status === 'SUSPENDED';
  const open = market.status === 'OPEN';
  return [
    {
      marketId: market.id,
      eventId: market.eventId,
      marketName: marketName(market),
      status: market.status,
      inplay: market.inPlay,
      ball_running: market.inPlay && (score?.ballInProgress ?? false),
      lastUpdated: new Date(market.updatedAt).toISOString(),
      totalMatched: market.totalMatched,
      numberOfRunners: market.runners.length,
      runners: market.runners.map((r) => {
        const name = runnerName(r);
        const prices = open && r.status === 'ACTIVE' ? book?.find((b) => b.selectionId === r.selectionId) : undefined;
        return {
          selectionId: r.selectionId,
          SelectionName: name,
          SelectionName_bn: teamBn(name),
          sortPriority: r.sortPriority,
          status: r.status === 'REMOVED' || closed ? r.status : suspended ? 'SUSPENDED' : 'ACTIVE',
          lastPriceTraded: book?.find((b) => b.selectionId === r.selectionId)?.lastTradedPrice ?? null,
          ex: prices ? { availableToBack: levels(prices.back), availableToLay: levels(prices.lay) } : NO_DEPTH,
        };
      }),
      ...(stale ? { stale: true } : {}),
    },
  ];
}

/** The simulator's match odds of one event, through the seam. */
export const matchOdds = (ev: SimEvent): MatchOddsResponse => marketAnswer(sourceMarket(ev), sourceBook(ev), sourceScore(ev), false);

/** The lines beside an event's markets; none from a source without house lines. */
interface EventLines {
  inplay: boolean;
  fancy: EventResponse['data']['items'][string]['fancy2'];
  bookmaker: EventResponse['data']['items'][string]['bookmaker'];
  updatedAt: number;
}

function eventItems(event: Pick<SourceEvent, 'id' | 'name'>, lines: EventLines): EventResponse {
  const name = eventName(event);
  return {
    data: {
      items: {
        [event.id]: {
          eventId: event.id,
          eventName: name,
          eventName_bn: eventNameBn(name),
          inplay: lines.inplay,
          fancy2: lines.fancy,
          bookmaker: lines.bookmaker,
          lastUpdated: new Date(lines.updatedAt).toISOString(),
        },
      },
    },
  };
}

/** The event answer's key version: the house lines' when there are any, else the main market's. */
export function eventVersion(view: FeedView, eventId: string): string {
  return view.house ? `${view.house.version(eventId)}` : `m${mainMarketOf(view.source, eventId)?.version ?? 0}`;
}

export function eventAnswerOf(view: FeedView, event: SourceEvent): EventResponse {
  const main = mainMarketOf(view.source, event.id);
  const { house } = view;
  return eventItems(event, {
    inplay: main?.inPlay ?? false,
    fancy: house?.fancy(event.id) ?? {},
    bookmaker: house?.bookmaker(event.id) ?? null,
    updatedAt: house ? house.updatedAt(event.id) : (main?.updatedAt ?? event.openDate),
  });
}

/** The simulator's event answer, through the seam. */
export const eventAnswer = (ev: SimEvent): EventResponse =>
  eventItems(ev, { inplay: ev.status === 'inplay', fancy: simulatedFancy(ev), bookmaker: simulatedBookmaker(ev), updatedAt: ev.eventUpdated });

/** The list's best prices, taken from the market answer itself so the two can never disagree. */
function listOdds(odds: MatchOddsResponse): ListOdds {
  const market = odds[0]!;
  return {
    status: market.status,
    runners: market.runners.map((r) => ({
      selectionId: r.selectionId,
      back: r.ex.availableToBack[0] ?? null,
      lay: r.ex.availableToLay[0] ?? null,
    })),
    ...(market.stale ? { stale: true } : {}),
  };
}

function listed(view: FeedView, event: SourceEvent, market: SourceMarket, withOdds: boolean): SportsEvent {
  const { source, house } = view;
  const status = statusOf(market);
  const name = eventName(event);
  const runners = market.runners.map(runnerName);
  const competition = competitionName(event);
  const offered = house?.offered(event.id) ?? { fancy: false, bookmaker: false };
  const score = status === 'inplay' ? source.score(event.id) : undefined;
  const line = score && (score.summary !== undefined || score.innings.length > 0) ? scoreLine(score) : undefined;
  const base: SportsEvent = {
    EventId: event.id,
    MarketId: market.id,
    Event: name,
    Event_bn: eventNameBn(name),
    competition_bn: competitionBn(competition),
    runners_bn: runners.map(teamBn),
    Fancy: offered.fancy,
    Bookmaker: offered.bookmaker,
    inplay: status === 'inplay',
    sport: event.sport,
    competition,
    openDate: new Date(event.openDate).toISOString(),
    status,
    runners,
    ...(line !== undefined ? { score: line, score_bn: scoreBn(line) } : {}),
    ...(isRacing(event.sport) ? { race: raceCard(source, event) } : {}),
  };
  if (!withOdds) return base;
  const odds = marketAnswer(market, source.book(market.id), score ?? source.score(event.id), source.isStale(market.id));
  return { ...base, odds: listOdds(odds) };
}

/** A sport's events still to settle, in play first, then by start; `when` picks a tab's share of them. */
export function sportsEvents(from: FeedView | ExchangeSimulator, sport: Sport, when: EventWhen, withOdds = true): SportsEvent[] {
  const view = viewOf(from);
  const { source } = view;
  const today = dhakaDay(source.now());
  const rows: { event: SourceEvent; market: SourceMarket; status: ReturnType<typeof statusOf> }[] = [];
  for (const event of source.events()) {
    if (event.sport !== sport) continue;
    const market = mainMarketOf(source, event.id);
    if (!market) continue;
    const status = statusOf(market);
    if (status === 'closed') continue;
    const inTab =
      when === 'all' ||
      (when === 'inplay' ? status === 'inplay' : status === 'upcoming' && dhakaDay(event.openDate) === (when === 'today' ? today : today + 1));
    if (inTab) rows.push({ event, market, status });
  }
  return rows
    .sort((a, b) => Number(b.status === 'inplay') - Number(a.status === 'inplay') || a.event.openDate - b.event.openDate)
    .map((r) => listed(view, r.event, r.market, withOdds));
}
