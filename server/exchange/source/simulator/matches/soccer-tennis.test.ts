import { describe, expect, it } from 'vitest';
import { createRng } from '../prng.ts';
import { SoccerMatch } from './soccer-match.ts';
import { TennisMatch } from './tennis-match.ts';

describe('soccer in play', () => {
  it('suspends for a goal, reopens, moves the prices towards the scorer and ends at 90 minutes', () => {
    const m = new SoccerMatch(['Arsenal', 'Chelsea'], 1000, 0);
    const rng = createRng(8);
    const before = m.winProbs();
    let guard = 0;
    while (m.goals[0] + m.goals[1] === 0 && guard++ < 200) m.advance(1000, rng);
    expect(m.flags().suspended).toBe(true);
    const scorer = m.goals[0] > 0 ? 0 : 1;
    expect(m.winProbs()[scorer]!).toBeGreaterThan(before[scorer]!);
    m.advance(1000, rng);
    expect(m.flags().suspended).toBe(m.minute === 45);
    while (!m.outcome()) m.advance(1000, rng);
    expect(m.minute).toBe(90);
    expect(m.outcome()!.text).toMatch(/^(Draw \d+-\d+|.+ won \d+-\d+)$/);
    expect(m.winProbs().reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});

describe('tennis in play', () => {
  it('plays game by game to a best-of-three result with legal set scores', () => {
    const m = new TennisMatch(['Jannik Sinner', 'Carlos Alcaraz'], 1000, 0.2);
    const rng = createRng(9);
    m.advance(3000, rng);
    expect(m.sets[0]![0] + m.sets[0]![1]).toBe(3);
    while (!m.outcome()) m.advance(1000, rng);
    const sets = m.sets;
    expect(sets.length).toBeGreaterThanOrEqual(2);
    expect(sets.length).toBeLessThanOrEqual(3);
    for (const [a, b] of sets) {
      const [hi, lo] = [Math.max(a, b), Math.min(a, b)];
      expect((hi === 6 && lo <= 4) || (hi === 7 && (lo === 5 || lo === 6))).toBe(true);
    }
    const winner = m.outcome()!.winner!;
    expect(sets.filter(([a, b]) => (winner === 0 ? a > b : b > a))).toHaveLength(2);
    expect(m.winProbs()[winner]).toBe(1);
  });
});
