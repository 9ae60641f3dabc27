// A T20 match ball by ball. A ball takes `ballMs`: for the first part of it the ball is running
// (ball_running), then the outcome lands. A wicket suspends the markets for a while; so does the
// innings break. Everything random comes from the event's own Rng, so a seed replays exactly.
import { logistic, type MatchFlags, type MatchModel, type MatchOutcome } from './match-model.ts';
import type { Rng } from '../prng.ts';

export interface CricketTiming {
  ballMs: number;
  /** Share of a ball during which it is running. */
  runningShare: number;
  wicketPauseMs: number;
  inningsBreakMs: number;
}

export interface Innings {
  runs: number;
  wickets: number;
  balls: number;
  lastBall: string;
  overRuns: number[];
  /** The innings' runs after each delivery (wides included) and after each legal ball, and at each wicket:
   * what the fancy lines settle on (server/exchange/maths/fancy-lines.ts). A few hundred numbers a match. */
  deliveryRuns: number[];
  ballRuns: number[];
  wicketRuns: number[];
}

/** How an innings ended: bowled out, its 20 overs used up, or the chase won. */
export type InningsEnd = 'all_out' | 'overs' | 'chase';

type Phase = 'between' | 'running' | 'wicket' | 'break' | 'over';

const OVERS = 20;
const PAR = 165;

export class CricketMatch implements MatchModel {
  innings: Innings[] = [newInnings()];
  phase: Phase = 'between';
  private clock = 0;
  private result: MatchOutcome | null = null;

  constructor(
    readonly teams: [string, string],
    private readonly timing: CricketTiming,
  ) {}

  get current(): Innings {
    return this.innings[this.innings.length - 1]!;
  }
  get inningsIndex(): number {
    return this.innings.length - 1;
  }
  get battingTeam(): string {
    return this.teams[this.inningsIndex]!;
  }

  advance(ms: number, rng: Rng): boolean {
    let changed = false;
    this.clock += ms;
    // A loop, not one step: a long tick (high EXCHANGE_SPEED) may hold several balls.
    for (;;) {
      const need = this.phaseLength();
      if (this.phase === 'over' || this.clock < need) return changed;
      this.clock -= need;
      this.step(rng);
      changed = true;
    }
  }

  private phaseLength(): number {
    const { ballMs, runningShare, wicketPauseMs, inningsBreakMs } = this.timing;
    switch (this.phase) {
      case 'between':
        return ballMs * (1 - runningShare);
      case 'running':
        return ballMs * runningShare;
      case 'wicket':
        return wicketPauseMs;
      case 'break':
        return inningsBreakMs;
      default:
        return Infinity;
    }
  }

  private step(rng: Rng): void {
    if (this.phase === 'between') {
      this.phase = 'running';
      return;
    }
    if (this.phase === 'break') {
      this.innings.push(newInnings());
      this.phase = 'between';
      return;
    }
    if (this.phase === 'wicket') {
      this.phase = this.inningsDone() ? this.endInnings() : 'between';
      return;
    }
    // The ball lands.
    const wicket = this.bowl(rng);
    this.phase = wicket ? 'wicket' : this.inningsDone() ? this.endInnings() : 'between';
  }

  /** One delivery; true on a wicket. */
  bowl(rng: Rng): boolean {
    const inn = this.current;
    const r = rng.next();
    let runs = 0,
      legal = true,
      wicket = false,
      label: string;
    if (r < 0.045) {
      wicket = true;
      label = 'W';
    } else if (r < 0.075) {
      runs = 1;
      legal = false;
      label = 'wd';
    } else if (r < 0.4) {
      label = '0';
    } else if (r < 0.74) {
      runs = 1;
      label = '1';
    } else if (r < 0.82) {
      runs = 2;
      label = '2';
    } else if (r < 0.83) {
      runs = 3;
      label = '3';
    } else if (r < 0.94) {
      runs = 4;
      label = '4';
    } else {
      runs = 6;
      label = '6';
    }
    inn.runs += runs;
    if (wicket) inn.wickets += 1;
    if (legal) {
      const over = Math.floor(inn.balls / 6);
      inn.overRuns[over] = (inn.overRuns[over] ?? 0) + runs;
      inn.balls += 1;
    } else {
      const over = Math.floor(inn.balls / 6);
      inn.overRuns[over] = (inn.overRuns[over] ?? 0) + runs;
    }
    inn.lastBall = label;
    inn.deliveryRuns.push(inn.runs);
    if (legal) inn.ballRuns.push(inn.runs);
    if (wicket) inn.wicketRuns.push(inn.runs);
    return wicket;
  }

  inningsDone(): boolean {
    const inn = this.current;
    if (inn.wickets >= 10 || inn.balls >= OVERS * 6) return true;
    return this.inningsIndex === 1 && inn.runs > this.innings[0]!.runs;
  }

  private endInnings(): Phase {
    if (this.inningsIndex === 0) return 'break';
    const [first, second] = [this.innings[0]!, this.innings[1]!];
    if (second.runs > first.runs) {
      this.result = { winner: 1, text: `${this.teams[1]} won by ${10 - second.wickets} wickets` };
    } else if (second.runs < first.runs) {
      this.result = { winner: 0, text: `${this.teams[0]} won by ${first.runs - second.runs} runs` };
    } else {
      this.result = { winner: null, text: 'Match tied' };
    }
    return 'over';
  }

  /** How innings `index` ended, or null while it is still being played (or has not started). */
  inningsEnd(index: number): InningsEnd | null {
    const inn = this.innings[index];
    if (!inn) return null;
    const finished = index < this.inningsIndex || this.result !== null || (index === this.inningsIndex && this.inningsDone());
    if (!finished) return null;
    return inn.wickets >= 10 ? 'all_out' : inn.balls >= OVERS * 6 ? 'overs' : 'chase';
  }

  /** Chance that the first team wins, from par score or the chase. */
  winProbs(): number[] {
    if (this.result) return this.result.winner === null ? [0.5, 0.5] : this.result.winner === 0 ? [1, 0] : [0, 1];
    const inn = this.current;
    const ballsLeft = OVERS * 6 - inn.balls;
    const wicketsLeft = 10 - inn.wickets;
    const resource = (ballsLeft / 120) * Math.sqrt(wicketsLeft / 10);
    let p0: number;
    if (this.inningsIndex === 0) {
      const projected = inn.runs + PAR * resource;
      p0 = logistic((projected - PAR) / 18);
    } else {
      const need = this.innings[0]!.runs + 1 - inn.runs;
      const expected = PAR * resource;
      p0 = 1 - logistic((expected - need) / (8 + 10 * resource));
    }
    p0 = Math.min(0.985, Math.max(0.015, p0));
    return [p0, 1 - p0];
  }

  flags(): MatchFlags {
    return {
      suspended: this.phase === 'wicket' || this.phase === 'break' || this.phase === 'over',
      ballRunning: this.phase === 'running',
    };
  }

  score(): string {
    return (
      this.innings.map((inn, i) => `${this.teams[i]} ${inn.runs}/${inn.wickets} (${overs(inn.balls)})`).join(' · ') +
      (this.phase === 'break' ? ' · Innings break' : '')
    );
  }

  outcome(): MatchOutcome | null {
    return this.result;
  }

  /** Fast-forwards `balls` deliveries without time, for events that are already in play at start. */
  skipAhead(balls: number, rng: Rng): void {
    for (let i = 0; i < balls && this.phase !== 'over'; i++) {
      this.bowl(rng);
      if (this.inningsDone()) {
        if (this.endInnings() === 'over') {
          this.phase = 'over';
          return;
        }
        this.innings.push(newInnings());
      }
    }
  }
}

function newInnings(): Innings {
  return { runs: 0, wickets: 0, balls: 0, lastBall: '', overRuns: [], deliveryRuns: [], ballRuns: [], wicketRuns: [] };
}

export function overs(balls: number): string {
  return `${Math.floor(balls / 6)}.${balls % 6}`;
}
