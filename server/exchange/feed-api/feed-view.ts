// What the feed API reads: the running feed's market source and, beside it, the house's own lines when
// there are any. The simulator's own tests hand a bare simulator in; it is seen through its source too.
import type { EventStatus } from '../source/simulator/sim-event.ts';
import type { HouseLines } from '../source/house-lines.ts';
import type { MarketSource, SourceMarket } from '../source/market-source.ts';
import { ExchangeSimulator } from '../source/simulator/simulator.ts';
import { SimulatedHouseLines, SimulatorSource } from '../source/simulator/simulator-source.ts';

export interface FeedView {
  source: MarketSource;
  house: HouseLines | null;
}

const views = new WeakMap<ExchangeSimulator, FeedView>();

export function viewOf(from: FeedView | ExchangeSimulator): FeedView {
  if (!(from instanceof ExchangeSimulator)) return from;
  let view = views.get(from);
  if (!view) views.set(from, (view = { source: SimulatorSource.of(from), house: new SimulatedHouseLines(from) }));
  return view;
}

/** The market an event is listed and settled by: a team sport's match odds, a race's win market. */
export function mainMarketOf(source: MarketSource, eventId: string): SourceMarket | undefined {
  const markets = source.marketsOf(eventId);
  return markets.find((m) => m.marketType === 'MATCH_ODDS') ?? markets.find((m) => m.marketType === 'WIN');
}

/** An event's state on the lists, from its main market. */
export const statusOf = (market: SourceMarket): EventStatus => (market.status === 'CLOSED' ? 'closed' : market.inPlay ? 'inplay' : 'upcoming');
