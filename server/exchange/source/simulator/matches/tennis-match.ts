// A best-of-three tennis match game by game; each server holds with a fixed chance, a 6-6 set goes
// to a tie-break (played as one game). Prices follow sets and games.
import { logistic, type MatchFlags, type MatchModel, type MatchOutcome } from './match-model.ts';
import type { Rng } from '../prng.ts';

export class TennisMatch implements MatchModel {
  sets: [number, number][] = [[0, 0]];
  private server = 0;
  private clock = 0;
  private result: MatchOutcome | null = null;

  constructor(
    readonly players: [string, string],
    private readonly gameMs: number,
    private readonly edge: number,
  ) {}

  advance(ms: number, rng: Rng): boolean {
    if (this.result) return false;
    let changed = false;
    this.clock += ms;
    while (this.clock >= this.gameMs && !this.result) {
      this.clock -= this.gameMs;
      this.playGame(rng);
      changed = true;
    }
    return changed;
  }

  private playGame(rng: Rng): void {
    const set = this.sets[this.sets.length - 1]!;
    const tieBreak = set[0] === 6 && set[1] === 6;
    const hold = tieBreak ? 0.5 + this.edge * 0.1 : this.server === 0 ? 0.64 + this.edge * 0.1 : 0.64 - this.edge * 0.1;
    const serverWins = rng.chance(hold);
    const winner = tieBreak ? (serverWins ? 0 : 1) : serverWins ? this.server : 1 - this.server;
    set[winner] += 1;
    this.server = 1 - this.server;
    const [a, b] = set;
    if ((Math.max(a, b) >= 6 && Math.abs(a - b) >= 2) || Math.max(a, b) === 7) {
      const won = this.sets.map((s) => (s[0] > s[1] ? 0 : 1));
      const count = [won.filter((w) => w === 0).length, won.filter((w) => w === 1).length];
      if (count[0] === 2 || count[1] === 2) {
        const w = count[0] === 2 ? 0 : 1;
        this.result = { winner: w, text: `${this.players[w]} won ${this.setsText()}` };
      } else this.sets.push([0, 0]);
    }
  }

  private setsText(): string {
    return this.sets.map(([a, b]) => `${a}-${b}`).join(' ');
  }

  winProbs(): number[] {
    if (this.result) return this.result.winner === 0 ? [1, 0] : [0, 1];
    const done = this.sets.slice(0, -1);
    const setLead = done.filter((s) => s[0] > s[1]).length - done.filter((s) => s[1] > s[0]).length;
    const cur = this.sets[this.sets.length - 1]!;
    const p = logistic(this.edge * 1.2 + setLead * 1.6 + (cur[0] - cur[1]) * 0.35);
    return [p, 1 - p];
  }

  flags(): MatchFlags {
    return { suspended: this.result !== null, ballRunning: false };
  }

  score(): string {
    return `${this.players[0]} v ${this.players[1]}: ${this.setsText()}`;
  }

  outcome(): MatchOutcome | null {
    return this.result;
  }

  skipAhead(games: number, rng: Rng): void {
    for (let i = 0; i < games && !this.result; i++) this.playGame(rng);
  }
}
