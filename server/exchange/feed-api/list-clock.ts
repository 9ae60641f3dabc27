// Names the state of a sport's list from the source's changes, so a list answer or list log keyed by it
// is rebuilt only when one of its rows could have changed: the lists themselves (an event added, gone,
// started or closed), play (a row carries its score) and, for a list with best prices, any of the sport's
// markets (stale marks included), and the house lines' marks. The Dhaka day is part of it: today's and
// tomorrow's tabs turn with it.
import type { Sport } from '../../../contracts/exchange.ts';
import type { HouseLines } from '../source/house-lines.ts';
import type { MarketSource } from '../source/market-source.ts';
import { dhakaDay } from '../source/simulator/simulator.ts';

/** Markets whose sport is remembered; past this the memory starts again (a market's sport never changes). */
const SPORT_MEMORY = 20_000;

class ListClock {
  private lists = 0;
  private readonly odds = new Map<string, number>();
  private readonly play = new Map<string, number>();
  private readonly sportOfMarket = new Map<string, string>();
  /** A market's status and in-play state: a change of either changes rows without prices too. */
  private readonly stateOfMarket = new Map<string, string>();

  constructor(private readonly source: MarketSource) {
    source.subscribe((change) => {
      if (change.kind === 'events') this.lists++;
      else if (change.kind === 'score') this.bump(this.play, this.source.event(change.eventId)?.sport);
      else if (change.kind === 'stale') for (const id of change.marketIds) this.bump(this.odds, this.sportOf(id));
      else if (change.pricesOnly) this.bump(this.odds, this.sportOf(change.marketId));
      else this.marketMoved(change.marketId);
    });
  }

  key(sport: Sport, withOdds: boolean): string {
    return `${this.lists}:${this.play.get(sport) ?? 0}:${withOdds ? (this.odds.get(sport) ?? 0) : '-'}:${dhakaDay(this.source.now())}`;
  }

  private marketMoved(marketId: string): void {
    const market = this.source.market(marketId);
    if (!market) {
      // Gone from the source: nothing of it is listed any more, so nothing of it is remembered.
      this.sportOfMarket.delete(marketId);
      this.stateOfMarket.delete(marketId);
      return;
    }
    const sport = this.sportOf(marketId);
    this.bump(this.odds, sport);
    const state = `${market.status}:${market.inPlay}`;
    if (this.stateOfMarket.get(marketId) !== state) {
      if (this.stateOfMarket.size > SPORT_MEMORY) this.stateOfMarket.clear();
      this.stateOfMarket.set(marketId, state);
      this.bump(this.play, sport);
    }
  }

  /** Markets whose sport and state are remembered (the tests' figure). */
  held(): number {
    return new Set([...this.sportOfMarket.keys(), ...this.stateOfMarket.keys()]).size;
  }

  private sportOf(marketId: string): string | undefined {
    let sport = this.sportOfMarket.get(marketId);
    if (sport === undefined) {
      const market = this.source.market(marketId);
      sport = market && this.source.event(market.eventId)?.sport;
      if (sport === undefined) return undefined;
      if (this.sportOfMarket.size > SPORT_MEMORY) this.sportOfMarket.clear();
      this.sportOfMarket.set(marketId, sport);
    }
    return sport;
  }

  private bump(counts: Map<string, number>, sport: string | undefined): void {
    if (sport !== undefined) counts.set(sport, (counts.get(sport) ?? 0) + 1);
  }
}

const clocks = new WeakMap<MarketSource, ListClock>();

function clockOf(source: MarketSource): ListClock {
  let clock = clocks.get(source);
  if (!clock) clocks.set(source, (clock = new ListClock(source)));
  return clock;
}

/**
 * The key of a sport's list (with or without best prices) as `source` and the house lines stand now: a
 * trader opening or closing a line changes a row's Fancy/Bookmaker mark without any change of the source.
 */
export const listKey = (source: MarketSource, sport: Sport, withOdds: boolean, house?: HouseLines | null): string =>
  `${clockOf(source).key(sport, withOdds)}:${house?.listVersion?.() ?? 0}`;

/** Markets the list clock of `source` remembers a sport or state of. */
export const listClockHeld = (source: MarketSource): number => clockOf(source).held();
