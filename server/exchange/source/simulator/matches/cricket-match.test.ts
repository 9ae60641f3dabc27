import { describe, expect, it } from 'vitest';
import { CricketMatch } from './cricket-match.ts';
import { fancyLines } from '../fancy-derivation.ts';
import { createRng } from '../prng.ts';

const TIMING = { ballMs: 1000, runningShare: 0.3, wicketPauseMs: 2000, inningsBreakMs: 5000 };

function newMatch() {
  return new CricketMatch(['Bangladesh', 'India'], TIMING);
}

describe('the cricket match, ball by ball', () => {
  it('runs a ball for its running share, then lands it and reopens', () => {
    const m = newMatch();
    const rng = createRng(1);
    expect(m.flags()).toEqual({ suspended: false, ballRunning: false });
    m.advance(700, rng); // the gap between balls
    expect(m.flags().ballRunning).toBe(true);
    expect(Object.values(fancyLines(m)).every((l) => l.ball_running)).toBe(true);
    m.advance(300, rng); // the ball lands
    expect(m.flags().ballRunning).toBe(false);
    expect(m.current.balls + (m.current.lastBall === 'wd' ? 1 : 0)).toBe(1);
    expect(Object.values(fancyLines(m)).some((l) => l.ball_running)).toBe(false);
  });

  it('suspends every fancy line on a wicket, then reopens after the pause', () => {
    const m = newMatch();
    const rng = createRng(2);
    let guard = 0;
    while (m.phase !== 'wicket' && guard++ < 10_000) m.advance(100, rng);
    expect(m.phase).toBe('wicket');
    expect(m.current.wickets).toBeGreaterThan(0);
    const lines = Object.values(fancyLines(m));
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((l) => l.suspended)).toBe(true);
    m.advance(TIMING.wicketPauseMs, rng);
    expect(m.flags().suspended).toBe(m.phase === 'break');
  });

  it('suspends at the innings break, then the chase starts with its own lines', () => {
    const m = newMatch();
    const rng = createRng(3);
    let guard = 0;
    while (m.phase !== 'break' && guard++ < 100_000) m.advance(100, rng);
    expect(m.phase).toBe('break');
    expect(m.flags().suspended).toBe(true);
    expect(Object.values(fancyLines(m)).every((l) => l.suspended)).toBe(true);
    m.advance(TIMING.inningsBreakMs, rng);
    expect(m.inningsIndex).toBe(1);
    expect(m.flags().suspended).toBe(false);
    expect(Object.values(fancyLines(m)).every((l) => l.title.endsWith('India'))).toBe(true);
  });

  it('moves the session lines with the score: runs scored raise the line', () => {
    const rng = createRng(4);
    const m = newMatch();
    const line = () => fancyLines(m)['s1-20']!.no;
    const before = line();
    // Force a string of boundaries: a big over must lift the 20-over projection.
    for (let i = 0; i < 6; i++) {
      m.current.runs += 6;
      m.current.balls += 1;
    }
    expect(line()).toBeGreaterThan(before);
    const quiet = newMatch();
    for (let i = 0; i < 6; i++) quiet.current.balls += 1;
    expect(fancyLines(quiet)['s1-20']!.no).toBeLessThan(before);
    void rng;
  });

  it('drops session lines once their overs are done', () => {
    const m = newMatch();
    m.current.balls = 36;
    const ids = Object.keys(fancyLines(m));
    expect(ids).not.toContain('s1-6');
    expect(ids).toContain('s1-10');
    expect(new Set(Object.values(fancyLines(m)).map((l) => l.category))).toEqual(new Set(['fancy', 'ballbyball', 'khadda', 'lottery', 'oddeven']));
  });

  it('ends with a result that names the winner, and favours the side that is ahead', () => {
    const rng = createRng(5);
    const m = newMatch();
    while (!m.outcome()) m.advance(1000, rng);
    const { winner, text } = m.outcome()!;
    expect(m.phase).toBe('over');
    expect(text).toMatch(winner === null ? /tied/ : new RegExp(`^${m.teams[winner]} won by \\d+ (runs|wickets)$`));
    expect(fancyLines(m)).toEqual({});
    const chase = newMatch();
    const history = { overRuns: [], deliveryRuns: [], ballRuns: [], wicketRuns: [] };
    chase.innings = [
      { runs: 120, wickets: 10, balls: 120, lastBall: '', ...history },
      { runs: 110, wickets: 1, balls: 60, lastBall: '', ...history },
    ];
    expect(chase.winProbs()[1]).toBeGreaterThan(0.9);
  });
});
