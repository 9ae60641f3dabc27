// A soccer match minute by minute: goals arrive as a Poisson process; a goal suspends the market
// for a short while; half-time suspends it too. Runners: home, away, The Draw.
import { logistic, type MatchFlags, type MatchModel, type MatchOutcome } from './match-model.ts';
import type { Rng } from '../prng.ts';

const GOALS_PER_MINUTE = 2.7 / 90;

export class SoccerMatch implements MatchModel {
  minute = 0;
  goals: [number, number] = [0, 0];
  private clock = 0;
  private pause = 0;
  private halfTime = 0;
  private result: MatchOutcome | null = null;

  constructor(
    readonly teams: [string, string],
    private readonly minuteMs: number,
    private readonly strength: number,
  ) {}

  advance(ms: number, rng: Rng): boolean {
    if (this.result) return false;
    let changed = false;
    this.clock += ms;
    if (this.pause > 0) {
      this.pause = Math.max(0, this.pause - ms);
      if (this.pause === 0) changed = true;
    }
    while (this.clock >= this.minuteMs && !this.result) {
      this.clock -= this.minuteMs;
      if (this.minute === 45 && this.halfTime < 15) {
        this.halfTime += 1;
        changed ||= this.halfTime === 1 || this.halfTime === 15;
        continue;
      }
      this.minute += 1;
      changed = true;
      if (rng.chance(GOALS_PER_MINUTE)) {
        const home = rng.chance(0.5 + this.strength * 0.2);
        this.goals[home ? 0 : 1] += 1;
        this.pause = this.minuteMs;
      }
      if (this.minute >= 90) this.finish();
    }
    return changed;
  }

  private finish(): void {
    const [h, a] = this.goals;
    const winner = h > a ? 0 : a > h ? 1 : 2;
    this.result = { winner, text: winner === 2 ? `Draw ${h}-${a}` : `${this.teams[winner]} won ${Math.max(h, a)}-${Math.min(h, a)}` };
  }

  winProbs(): number[] {
    if (this.result) return [0, 1, 2].map((i) => (i === this.result!.winner ? 1 : 0));
    const left = (90 - this.minute) / 90;
    const lead = this.goals[0] - this.goals[1] + this.strength * left;
    const draw = Math.max(0.05, 0.28 * left + (Math.abs(lead) < 0.5 ? 0.7 * (1 - left) : 0.02));
    const home = (1 - draw) * logistic(lead * (1.2 + 3 * (1 - left)));
    return [home, 1 - draw - home, draw];
  }

  flags(): MatchFlags {
    return { suspended: this.pause > 0 || (this.minute === 45 && this.halfTime > 0 && this.halfTime < 15) || this.result !== null, ballRunning: false };
  }

  score(): string {
    const ht = this.minute === 45 && this.halfTime > 0 && this.halfTime < 15;
    return `${this.teams[0]} ${this.goals[0]}-${this.goals[1]} ${this.teams[1]} (${ht ? 'HT' : `${this.minute}'`})`;
  }

  outcome(): MatchOutcome | null {
    return this.result;
  }

  skipAhead(minutes: number, rng: Rng): void {
    for (let i = 0; i < minutes; i++) this.advance(this.minuteMs, rng);
    this.pause = 0;
  }
}
