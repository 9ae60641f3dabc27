// The fancy lines of an in-play cricket match, derived from the score each time it changes:
// session runs (6/10/15/20 overs), the next ball, khadda (a wide runs band), lottery (last digit)
// and odd/even. Lines for a session already passed disappear; all of them follow the innings.
import type { FancyLine } from '../../../../contracts/exchange.ts';
import type { CricketMatch } from './matches/cricket-match.ts';
import { fancyTitleBn } from '../names-bn.ts';

const SESSIONS = [6, 10, 15, 20];
const MIN = 100;
const MAX = 50000;

/** Projected runs at the end of `overs`, from the current run rate blended with a par rate. */
export function projectRuns(runs: number, balls: number, wickets: number, overs: number): number {
  const left = overs * 6 - balls;
  const rate = balls === 0 ? 1.35 : 0.6 * (runs / balls) + 0.4 * 1.35;
  return Math.round(runs + left * rate * (1 - wickets * 0.03));
}

export function fancyLines(match: CricketMatch): Record<string, FancyLine> {
  const out: Record<string, FancyLine> = {};
  if (match.phase === 'over') return out;
  const inn = match.current;
  const flags = match.flags();
  const team = match.battingTeam;
  const n = match.inningsIndex + 1;
  const base = { suspended: flags.suspended, ball_running: flags.ballRunning, min: MIN, max: MAX };
  let sort = 0;
  const add = (line: Omit<FancyLine, 'suspended' | 'ball_running' | 'min' | 'max' | 'sortPriority'>) => {
    out[line.lineId] = { ...line, title_bn: fancyTitleBn(line.title), ...base, sortPriority: sort++ };
  };

  for (const overs of SESSIONS) {
    if (inn.balls >= overs * 6) continue;
    const p = projectRuns(inn.runs, inn.balls, inn.wickets, overs);
    add({ lineId: `s${n}-${overs}`, title: `${overs} over runs ${team}`, category: 'fancy', no: p, no_rate: 100, yes: p + 1, yes_rate: 100 });
  }
  const over = Math.floor(inn.balls / 6);
  const nextBall = `${over}.${(inn.balls % 6) + 1}`;
  add({ lineId: `b${n}`, title: `${nextBall} ball run ${team}`, category: 'ballbyball', no: 1, no_rate: 130, yes: 2, yes_rate: 75 });
  const overSoFar = inn.overRuns[over] ?? 0;
  add({
    lineId: `o${n}`,
    title: `Only ${over + 1} over runs ${team}`,
    category: 'fancy',
    no: overSoFar + 7 - Math.min(6, inn.balls % 6),
    no_rate: 100,
    yes: overSoFar + 8 - Math.min(6, inn.balls % 6),
    yes_rate: 100,
  });
  if (inn.balls < 120) {
    const p = projectRuns(inn.runs, inn.balls, inn.wickets, 20);
    add({ lineId: `k${n}`, title: `Khadda 20 over runs ${team}`, category: 'khadda', no: p - 6, no_rate: 100, yes: p + 6, yes_rate: 100 });
  }
  const lotteryOver = SESSIONS.find((o) => inn.balls < o * 6) ?? 20;
  add({ lineId: `l${n}`, title: `Lottery ${lotteryOver} over runs last digit ${team}`, category: 'lottery', no: 0, no_rate: 0, yes: 1, yes_rate: 900 });
  add({ lineId: `e${n}`, title: `${lotteryOver} over runs odd ${team}`, category: 'oddeven', no: 0, no_rate: 98, yes: 1, yes_rate: 98 });
  if (match.inningsIndex === 0 || inn.wickets < 10) {
    const fall = inn.wickets + 1;
    const pship = projectRuns(inn.runs, inn.balls, inn.wickets, Math.min(20, over + 4));
    add({ lineId: `w${n}-${fall}`, title: `Fall of ${ordinal(fall)} wkt ${team}`, category: 'fancy', no: pship, no_rate: 100, yes: pship + 1, yes_rate: 100 });
  }
  return out;
}

function ordinal(n: number): string {
  return n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;
}
