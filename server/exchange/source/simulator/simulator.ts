// The market simulator. Its events are a real-looking day of sport in Asia/Dhaka (schedule.ts): the
// fixtures of yesterday still in play, today's and tomorrow's; each starts at its scheduled time, is
// settled when its match ends, and leaves the lists a minute later. When the Dhaka day turns, the
// next day's fixtures are added. Time only moves through advance(), so a test or the bench can drive
// it exactly; the background timer (source/running-feed.ts) drives it from the wall clock × EXCHANGE_SPEED.
// Cheap by design: a step touches each event once, and answers are built lazily, once per change.
import type { EventResult, Sport } from '../../../../contracts/exchange.ts';
import { CricketMatch } from './matches/cricket-match.ts';
import { putBackInBook, takeFromBook, type BookFill } from './book-liquidity.ts';
import { bookmakerBook, depthFor } from './market-book.ts';
import { createRng, type Rng } from './prng.ts';
import { dhakaDayOf, fixturesOn, type Fixture } from './schedule.ts';
import type { SimEvent, SimulatedSport } from './sim-event.ts';
import { SoccerMatch } from './matches/soccer-match.ts';
import { TennisMatch } from './matches/tennis-match.ts';

export interface SimulatorOptions {
  seed: number;
  /** Simulated epoch ms at the start (the wall clock, normally). */
  startMs: number;
  /** Simulated ms per ball. */
  ballMs?: number;
}

export const STEP_MS = 250;

/** The simulator's own state apart from its events: with them, all a snapshot needs (simulator-snapshot.ts). */
export interface SimulatorCore {
  now: number;
  seed: number;
  ballMs: number;
  rng: number;
  scheduledThrough: number;
  counter: number;
  idBase: number;
  pending: number;
  listVersion: number;
  oddsVersion: Record<SimulatedSport, number>;
  playVersion: Record<SimulatedSport, number>;
}

/** What a watched event tells its watchers: its book moved, it turned in play, or play moved on (a ball, a goal). */
export type WatchedChange = 'prices' | 'inplay' | 'play';
export type WatchListener = (ev: SimEvent, change: WatchedChange) => void;
/** A bet took money from a runner's book (or gave back what it could not use): what a replica replays. */
export type ChangeListener = (ev: SimEvent, what: SimChange) => void;
/** 'market': its prices moved; 'definition': its state too (suspended, in play, closed); 'play': a ball, a goal. */
export type SimChange = 'market' | 'definition' | 'play' | 'list';
export type BookListener = (ev: SimEvent, runner: number, book: 'back' | 'lay', fills: BookFill[], giveBack: boolean) => void;
const INPLAY_REPRICE_MS = 1000;
const UPCOMING_REPRICE_MS = 15_000;
const CLOSED_LINGER_MS = 60_000;
const SOCCER_MINUTE_MS = 60_000;
const TENNIS_GAME_MS = 4 * 60_000;

/** The Dhaka calendar day of a moment (a day number). */
export const dhakaDay = dhakaDayOf;

export class ExchangeSimulator {
  now: number;
  readonly events = new Map<string, SimEvent>();
  readonly byMarket = new Map<string, SimEvent>();
  /** Bumped when the lists change (an event added, removed, started or closed). */
  listVersion = 0;
  /** Bumped with any market version of a sport: the lists carry best prices, so they change with them. */
  readonly oddsVersion: Record<SimulatedSport, number> = { cricket: 0, soccer: 0, tennis: 0 };
  /** Bumped when play moves in any of a sport's events (a ball, a goal): the list rows carry the score. */
  readonly playVersion: Record<SimulatedSport, number> = { cricket: 0, soccer: 0, tennis: 0 };
  private readonly rng: Rng;
  private readonly seed: number;
  private readonly ballMs: number;
  /** The last Dhaka day whose fixtures are in: always tomorrow. */
  private scheduledThrough: number;
  private counter = 0;
  /** Ids are unique per run (its start second), as a real feed's are: bets and results outlive a restart. */
  private readonly idBase: number;
  private pending = 0;
  private settleListeners: ((r: EventResult) => void)[] = [];
  private watchListeners: WatchListener[] = [];
  /** Told of every book change by a bet (server/exchange/publication/leader.ts publishes them to the followers). */
  onBook: BookListener | null = null;
  /** Told of every visible change (simulator-source.ts turns them into the seam's changes); none costs nothing. */
  private changeListeners: ChangeListener[] = [];

  constructor(opts: SimulatorOptions) {
    this.now = opts.startMs;
    this.seed = opts.seed;
    this.rng = createRng(opts.seed);
    this.ballMs = opts.ballMs ?? 25_000;
    this.idBase = Math.floor(opts.startMs / 1000) * 1_000_000;
    const today = dhakaDay(this.now);
    this.scheduledThrough = today + 1;
    // Yesterday's late fixtures may still be in play after midnight.
    for (const day of [today - 1, today, today + 1]) this.schedule(fixturesOn(this.seed, day));
  }

  core(): SimulatorCore {
    const { now, seed, ballMs, scheduledThrough, counter, idBase, pending, listVersion } = this;
    return {
      now,
      seed,
      ballMs,
      rng: this.rng.state(),
      scheduledThrough,
      counter,
      idBase,
      pending,
      listVersion,
      oddsVersion: { ...this.oddsVersion },
      playVersion: { ...this.playVersion },
    };
  }

  /** A simulator in exactly the state of `core` and `events` (in their order), without the constructor's scheduling. */
  static restore(core: SimulatorCore, events: SimEvent[]): ExchangeSimulator {
    const sim = Object.create(ExchangeSimulator.prototype) as ExchangeSimulator;
    Object.assign(sim, {
      ...core,
      rng: createRng(core.rng),
      events: new Map(events.map((ev) => [ev.id, ev])),
      byMarket: new Map(events.map((ev) => [ev.marketId, ev])),
      settleListeners: [],
      watchListeners: [],
      onBook: null,
      changeListeners: [],
    });
    return sim;
  }

  /** Adds fixtures: those under way join at the stage their start time says; those already over never appear. */
  private schedule(fixtures: Fixture[]): void {
    for (const fixture of fixtures) {
      const ev = this.create(fixture);
      if (ev) this.add(ev);
    }
  }

  /**
   * Names the state of a sport's list (with or without best prices): it changes whenever a row could,
   * so an answer or a list log keyed by it is never stale. A row carries its score, so play counts too.
   */
  listKey(sport: Sport, withOdds: boolean): string {
    const simulated = sport as SimulatedSport;
    return `${this.listVersion}:${this.playVersion[simulated] ?? 0}:${withOdds ? (this.oddsVersion[simulated] ?? 0) : '-'}:${dhakaDay(this.now)}`;
  }

  onSettle(listener: (r: EventResult) => void): () => void {
    this.settleListeners.push(listener);
    return () => {
      this.settleListeners = this.settleListeners.filter((l) => l !== listener);
    };
  }

  /** Called on every visible change of any event (the seam's subscribe, simulator-source.ts). */
  onChanged(listener: ChangeListener): () => void {
    this.changeListeners.push(listener);
    return () => {
      this.changeListeners = this.changeListeners.filter((l) => l !== listener);
    };
  }

  private changed(ev: SimEvent, what: SimChange): void {
    for (const listener of this.changeListeners) listener(ev, what);
  }

  /** Called for watched events only (see watch()); an unwatched event costs nothing more than before. */
  onWatched(listener: WatchListener): () => void {
    this.watchListeners.push(listener);
    return () => {
      this.watchListeners = this.watchListeners.filter((l) => l !== listener);
    };
  }

  /** Marks an event watched until the returned function is called (each watch counted once). */
  watch(ev: SimEvent): () => void {
    ev.watchers += 1;
    let done = false;
    return () => {
      if (!done) {
        done = true;
        ev.watchers -= 1;
      }
    };
  }

  /** A bet matched against a runner's book: the money leaves it (see book-liquidity.ts). False if repriced meanwhile. */
  consume(ev: SimEvent, runner: number, book: 'back' | 'lay', fills: BookFill[], depth = ev.depth): boolean {
    if (!takeFromBook(ev, runner, book, fills, depth)) return false;
    this.touchMarket(ev);
    this.onBook?.(ev, runner, book, fills, false);
    return true;
  }

  /** Puts back money a failed bet had taken, unless the book has been repriced since. */
  giveBack(ev: SimEvent, runner: number, book: 'back' | 'lay', fills: BookFill[], depth: SimEvent['depth']): void {
    if (!putBackInBook(ev, runner, book, fills, depth)) return;
    this.touchMarket(ev);
    this.onBook?.(ev, runner, book, fills, true);
  }

  private tell(ev: SimEvent, change: WatchedChange): void {
    for (const listener of this.watchListeners) listener(ev, change);
  }

  /** Moves simulated time on by `ms`, in fixed steps so the outcome does not depend on tick sizes. */
  advance(ms: number): void {
    // Whole steps only; a remainder waits for the next call. So 200 × 300 ms and 1 × 60 s agree.
    this.pending += ms;
    while (this.pending >= STEP_MS) {
      this.pending -= STEP_MS;
      this.now += STEP_MS;
      for (const ev of [...this.events.values()]) this.stepEvent(ev, STEP_MS);
      // A new Dhaka day: what was tomorrow is today, and the day after joins the lists.
      if (dhakaDay(this.now) + 1 > this.scheduledThrough) this.schedule(fixturesOn(this.seed, ++this.scheduledThrough));
    }
  }

  private stepEvent(ev: SimEvent, ms: number): void {
    if (ev.status === 'closed') {
      if (this.now - ev.closedAt! >= CLOSED_LINGER_MS) this.remove(ev);
      return;
    }
    if (ev.status === 'upcoming') {
      if (this.now >= ev.openDate) {
        ev.status = 'inplay';
        this.listVersion++;
        this.touchAll(ev);
        this.changed(ev, 'list');
        this.reprice(ev);
        if (ev.watchers > 0) this.tell(ev, 'inplay');
      } else if (this.now >= ev.nextReprice) this.reprice(ev);
      return;
    }
    const before = ev.match.flags();
    if (ev.match.advance(ms, ev.rng)) {
      const after = ev.match.flags();
      this.touchEvent(ev);
      if (before.suspended !== after.suspended) this.touchMarket(ev, true);
      if (after.ballRunning && !before.ballRunning) ev.ballsStarted++;
      if (after.suspended && !before.suspended) ev.suspensions++;
      if (ev.watchers > 0) this.tell(ev, 'play');
    }
    const outcome = ev.match.outcome();
    if (outcome) return this.settle(ev, outcome.winner, outcome.text);
    if (this.now >= ev.nextReprice) this.reprice(ev);
  }

  /** New prices from the match's win chances (plus a pre-match wobble), new depth, some matched money. */
  private reprice(ev: SimEvent): void {
    const inplay = ev.status === 'inplay';
    ev.nextReprice = this.now + (inplay ? INPLAY_REPRICE_MS : UPCOMING_REPRICE_MS);
    // A suspended book keeps its last prices (hidden on the wire) until it reopens.
    const fresh = ev.depth.length === 0;
    if (!fresh && ev.match.flags().suspended) return;
    // In play not every second moves the book; skipping some keeps the feed realistic and small.
    if (!fresh && inplay && !ev.rng.chance(0.55)) return;
    ev.wobble = ev.wobble.map((w) => Math.max(-0.15, Math.min(0.15, w + (ev.rng.next() - 0.5) * 0.02)));
    const raw = ev.match.winProbs().map((p, i) => Math.max(0.001, p * (1 + ev.wobble[i]!)));
    const total = raw.reduce((a, b) => a + b, 0);
    ev.depth = raw.map((p) => depthFor(p / total, ev.rng, ev.liquidity));
    const traded = ev.rng.int(0, ev.runnerNames.length - 1);
    ev.lastTraded[traded] = ev.depth[traded]!.back[0]?.price ?? null;
    ev.totalMatched += ev.rng.int(500, inplay ? 40_000 : 8_000);
    this.touchMarket(ev);
    if (ev.watchers > 0) this.tell(ev, 'prices');
    if (ev.hasBookmaker) {
      // Bookmaker rates are coarse: most exchange moves leave them as they are, and the event answer too.
      const key = bookmakerBook(ev.match.winProbs())
        .map((r) => `${r.back}/${r.lay}`)
        .join(',');
      if (key !== ev.bookmakerKey) {
        ev.bookmakerKey = key;
        this.touchEvent(ev);
      }
    }
  }

  private settle(ev: SimEvent, winner: number | null, text: string): void {
    ev.status = 'closed';
    ev.closedAt = this.now;
    ev.result = {
      EventId: ev.id,
      MarketId: ev.marketId,
      Event: ev.name,
      sport: ev.sport,
      competition: ev.competition,
      openDate: new Date(ev.openDate).toISOString(),
      settledAt: new Date(this.now).toISOString(),
      winner: winner === null ? null : (ev.runnerNames[winner] ?? null),
      result: text,
      score: ev.match.score(),
    };
    this.listVersion++;
    this.touchAll(ev);
    this.changed(ev, 'list');
    for (const listener of this.settleListeners) listener(ev.result);
  }

  /** A finished event leaves; the schedule, not a replacement, keeps the lists filled. */
  private remove(ev: SimEvent): void {
    this.events.delete(ev.id);
    this.byMarket.delete(ev.marketId);
    this.listVersion++;
    this.changed(ev, 'list');
  }

  private add(ev: SimEvent): void {
    this.events.set(ev.id, ev);
    this.byMarket.set(ev.marketId, ev);
    this.listVersion++;
    this.changed(ev, 'list');
  }

  /** `definition`: the market's state moved (suspended, in play, closed), not only its prices. */
  private touchMarket(ev: SimEvent, definition = false): void {
    ev.marketVersion++;
    ev.marketUpdated = this.now;
    this.oddsVersion[ev.sport]++;
    this.changed(ev, definition ? 'definition' : 'market');
  }
  private touchEvent(ev: SimEvent): void {
    ev.eventVersion++;
    ev.eventUpdated = this.now;
    this.playVersion[ev.sport]++;
    this.changed(ev, 'play');
  }
  private touchAll(ev: SimEvent): void {
    this.touchMarket(ev, true);
    this.touchEvent(ev);
  }

  /** The event of a fixture; null when the fixture's match would already be over. */
  private create(fixture: Fixture): SimEvent | null {
    const { sport, home: a, away: b } = fixture;
    const n = ++this.counter;
    const rng = createRng(this.rng.int(1, 2 ** 31));
    const teams: [string, string] = [a, b];
    const edge = (rng.next() - 0.5) * 1.2;
    const match =
      sport === 'cricket'
        ? new CricketMatch(teams, { ballMs: this.ballMs, runningShare: 0.3, wicketPauseMs: this.ballMs, inningsBreakMs: this.ballMs * 6 })
        : sport === 'soccer'
          ? new SoccerMatch(teams, SOCCER_MINUTE_MS, edge)
          : new TennisMatch(teams, TENNIS_GAME_MS, edge);
    const started = fixture.startMs <= this.now;
    if (started) {
      // Joined under way: played on as far as the time since the start allows (pauses aside).
      const elapsed = this.now - fixture.startMs;
      match.skipAhead(Math.floor(elapsed / (sport === 'cricket' ? this.ballMs : sport === 'soccer' ? SOCCER_MINUTE_MS : TENNIS_GAME_MS)), rng);
      if (match.outcome()) return null;
    }
    const runnerNames = sport === 'soccer' ? [a, b, 'The Draw'] : [a, b];
    const id = String(this.idBase + n * 7);
    const ev: SimEvent = {
      id,
      marketId: `1.${this.idBase + n * 13}`,
      bookmakerId: `9.${this.idBase + n * 13}`,
      sport,
      name: `${a} v ${b}`,
      competition: fixture.competition,
      runnerNames,
      selectionIds: runnerNames.map((_, i) => 100_000 + n * 10 + i),
      openDate: fixture.startMs,
      status: started ? 'inplay' : 'upcoming',
      hasFancy: sport === 'cricket',
      hasBookmaker: sport === 'cricket' || (sport === 'soccer' && rng.chance(0.4)),
      rng,
      match,
      cricket: match instanceof CricketMatch ? match : null,
      liquidity: rng.int(2, 40) * 1000,
      wobble: runnerNames.map(() => 0),
      depth: [],
      totalMatched: rng.int(10_000, 2_000_000),
      lastTraded: runnerNames.map(() => null),
      bookmakerKey: '',
      nextReprice: 0,
      closedAt: null,
      result: null,
      marketVersion: 1,
      eventVersion: 1,
      marketUpdated: this.now,
      eventUpdated: this.now,
      watchers: 0,
      ballsStarted: 0,
      suspensions: 0,
    };
    this.reprice(ev);
    return ev;
  }
}
