// The simulator as one MarketSource (market-source.ts): each simulated event with its one match-odds market,
// the runners (WINNER / LOSER once the match ends), three levels of book, the cricket model's score and a
// change for everything visible that moves. Its numbers (ids, prices, sizes, versions) go through as they
// are, so every answer built from the seam is the one built from the simulator before it.
// The bookmaker and fancy lines are the house's own (house-lines.ts), given beside the source, not through it.
import type { Bookmaker, FancyLine } from '../../../../contracts/exchange.ts';
import type { HouseLines } from '../house-lines.ts';
import type { MarketSource, RunnerBook, SourceChange, SourceEvent, SourceMarket, SourceRunner, SourceScore } from '../market-source.ts';
import { teamBn } from '../names-bn.ts';
import { fancyLines } from './fancy-derivation.ts';
import { bookmakerBook } from './market-book.ts';
import type { SimEvent } from './sim-event.ts';
import type { ExchangeSimulator } from './simulator.ts';

/** The simulator's markets take bets after this delay in play, as Betfair's cricket match odds do. */
export const SIMULATED_BET_DELAY_SECONDS = 5;

const sources = new WeakMap<ExchangeSimulator, SimulatorSource>();
const eventsOf = new WeakMap<SimEvent, SourceEvent>();
const marketsOf = new WeakMap<SimEvent, SourceMarket>();

export function sourceEvent(ev: SimEvent): SourceEvent {
  let out = eventsOf.get(ev);
  if (!out) {
    // Nothing here changes after the event is made: built once.
    out = { id: ev.id, sport: ev.sport, competition: ev.competition, name: ev.name, openDate: ev.openDate, countryCode: null, venue: null };
    eventsOf.set(ev, out);
  }
  return out;
}

/** The runners change only when the match ends (WINNER / LOSER): kept per event and state. */
const runnersOf = new WeakMap<SimEvent, { closed: boolean; runners: SourceRunner[] }>();

function sourceRunners(ev: SimEvent): SourceRunner[] {
  const closed = ev.status === 'closed';
  const hit = runnersOf.get(ev);
  if (hit?.closed === closed) return hit.runners;
  const winner = ev.result?.winner ?? null;
  const runners: SourceRunner[] = ev.runnerNames.map((name, i) => ({
    selectionId: ev.selectionIds[i]!,
    name,
    sortPriority: i + 1,
    status: closed ? (name === winner ? 'WINNER' : 'LOSER') : 'ACTIVE',
    adjustmentFactor: null,
    removalDate: null,
    number: null,
  }));
  runnersOf.set(ev, { closed, runners });
  return runners;
}

export function sourceMarket(ev: SimEvent): SourceMarket {
  const hit = marketsOf.get(ev);
  // Every change of status, play state or book bumps marketVersion: a market of the same version is the same.
  if (hit?.version === ev.marketVersion) return hit;
  const market: SourceMarket = {
    id: ev.marketId,
    eventId: ev.id,
    marketType: 'MATCH_ODDS',
    name: 'Match Odds',
    numberOfWinners: 1,
    betDelaySeconds: ev.status === 'inplay' ? SIMULATED_BET_DELAY_SECONDS : 0,
    status: ev.status === 'closed' ? 'CLOSED' : ev.match.flags().suspended ? 'SUSPENDED' : 'OPEN',
    inPlay: ev.status === 'inplay',
    marketTime: ev.openDate,
    runners: sourceRunners(ev),
    totalMatched: ev.totalMatched,
    version: ev.marketVersion,
    updatedAt: ev.marketUpdated,
  };
  marketsOf.set(ev, market);
  return market;
}

export function sourceBook(ev: SimEvent): RunnerBook[] {
  return ev.selectionIds.map((selectionId, i) => ({
    selectionId,
    back: ev.depth[i]?.back ?? [],
    lay: ev.depth[i]?.lay ?? [],
    lastTradedPrice: ev.lastTraded[i] ?? null,
    tradedVolume: 0,
  }));
}

export function sourceScore(ev: SimEvent): SourceScore {
  const c = ev.cricket;
  const flags = ev.match.flags();
  return {
    eventId: ev.id,
    teams: [ev.runnerNames[0]!, ev.runnerNames[1]!],
    innings: c
      ? c.innings.map((inn, i) => ({ team: c.teams[i]!, runs: inn.runs, wickets: inn.wickets, overs: Math.floor(inn.balls / 6) + (inn.balls % 6) / 10 }))
      : [],
    recentBalls: c?.current.lastBall ? [c.current.lastBall] : [],
    ballInProgress: ev.status === 'inplay' && flags.ballRunning,
    status: ev.result?.result ?? null,
    updatedAt: ev.eventUpdated,
    summary: ev.match.score(),
    pause: c && (c.phase === 'wicket' || c.phase === 'break') ? c.phase : null,
  };
}

export class SimulatorSource implements MarketSource {
  readonly kind = 'simulator' as const;
  private constructor(readonly sim: ExchangeSimulator) {}

  /** The one source over `sim`: a feed installed again over the same simulator keeps its readers' state. */
  static of(sim: ExchangeSimulator): SimulatorSource {
    let source = sources.get(sim);
    if (!source) sources.set(sim, (source = new SimulatorSource(sim)));
    return source;
  }

  now(): number {
    return this.sim.now;
  }

  *events(): Iterable<SourceEvent> {
    for (const ev of this.sim.events.values()) yield sourceEvent(ev);
  }

  event(eventId: string): SourceEvent | undefined {
    const ev = this.sim.events.get(eventId);
    return ev && sourceEvent(ev);
  }

  marketsOf(eventId: string): SourceMarket[] {
    const ev = this.sim.events.get(eventId);
    return ev ? [sourceMarket(ev)] : [];
  }

  market(marketId: string): SourceMarket | undefined {
    const ev = this.sim.byMarket.get(marketId);
    return ev && sourceMarket(ev);
  }

  book(marketId: string): RunnerBook[] | undefined {
    const ev = this.sim.byMarket.get(marketId);
    return ev && sourceBook(ev);
  }

  score(eventId: string): SourceScore | undefined {
    const ev = this.sim.events.get(eventId);
    return ev && sourceScore(ev);
  }

  /** The simulator is its own clock and book: it never lags behind itself. */
  isStale(): boolean {
    return false;
  }

  subscribe(listener: (change: SourceChange) => void): () => void {
    const { sim } = this;
    const off = sim.onChanged((ev, what) => {
      // An event made but not yet listed tells nothing: its 'list' change follows.
      if (what !== 'list' && !sim.events.has(ev.id)) return;
      listener(
        what === 'list'
          ? { kind: 'events' }
          : what === 'play'
            ? { kind: 'score', eventId: ev.id }
            : { kind: 'market', marketId: ev.marketId, pricesOnly: what === 'market' },
      );
    });
    return off;
  }

  /** Nothing to stop: the feed's timer moves the simulator, and each reader unsubscribes itself. */
  stop(): void {}
}

/** The simulator's bookmaker and fancy lines (house-lines.ts). */
export class SimulatedHouseLines implements HouseLines {
  constructor(readonly sim: ExchangeSimulator) {}

  offered(eventId: string): { fancy: boolean; bookmaker: boolean } {
    const ev = this.sim.events.get(eventId);
    return { fancy: ev?.hasFancy ?? false, bookmaker: ev?.hasBookmaker ?? false };
  }

  version(eventId: string): number {
    return this.sim.events.get(eventId)?.eventVersion ?? 0;
  }

  updatedAt(eventId: string): number {
    return this.sim.events.get(eventId)?.eventUpdated ?? 0;
  }

  fancy(eventId: string): Record<string, FancyLine> {
    const ev = this.sim.events.get(eventId);
    return ev ? simulatedFancy(ev) : {};
  }

  bookmaker(eventId: string): Bookmaker | null {
    const ev = this.sim.events.get(eventId);
    return ev ? simulatedBookmaker(ev) : null;
  }
}

export const simulatedFancy = (ev: SimEvent): Record<string, FancyLine> => (ev.cricket && ev.status === 'inplay' ? fancyLines(ev.cricket) : {});

export function simulatedBookmaker(ev: SimEvent): Bookmaker | null {
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
