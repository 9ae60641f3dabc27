// Fancy lines as betting markets. The feed's lineId names a line whose subject can move on (lineId `b1`
// is always "the next ball"), so a bet is filed under a line key that pins the subject down when it is
// placed: `b1@37` is the 38th delivery of innings 1. One key is one market: its bets share one hold.
//
// What each line settles on (the runs "the simulated innings made"):
//   s{n}-{o} session, k{n} khadda (o = 20), l{n}@o lottery, e{n}@o odd/even: runs after over o
//   o{n}@v   the runs of over v alone            b{n}@d  the runs off delivery d + 1 (a wide counts)
//   w{n}-{k} the runs when the k-th wicket fell
// A span cut short by an all-out settles on the runs made (they can grow no more); a 20-over line
// settles on the total; a span cut short by a won chase, or a delivery never bowled, is abandoned:
// its bets are void. Propositions: runs lines "runs >= line", lottery "last digit = line", odd/even "odd".
export type LineKind = 'runs' | 'digit' | 'parity';

export interface InningsView {
  balls: number;
  wickets: number;
  runs: number;
  deliveryRuns: readonly number[];
  ballRuns: readonly number[];
  wicketRuns: readonly number[];
  /** null while the innings is being played. */
  end: 'all_out' | 'overs' | 'chase' | null;
}

const SESSION_OVERS = [6, 10, 15, 20];

interface Subject {
  innings: number;
  kind: LineKind;
  measure: 'overs' | 'over' | 'delivery' | 'wicket';
  at: number;
}

/** The line key for a feed lineId given the innings now (the fancy lines only exist for the innings in play). */
export function lineKeyOf(lineId: string, now: InningsView): string | null {
  const m = /^([skoblew])(\d)(?:-(\d+))?$/.exec(lineId);
  if (!m) return null;
  const [, letter] = m;
  switch (letter) {
    case 's':
    case 'k':
    case 'w':
      return lineId;
    case 'o':
      return `${lineId}@${Math.floor(now.balls / 6)}`;
    case 'b':
      return `${lineId}@${now.deliveryRuns.length}`;
    default:
      return `${lineId}@${SESSION_OVERS.find((o) => now.balls < o * 6) ?? 20}`;
  }
}

export function subjectOf(lineKey: string): Subject | null {
  const m = /^([skoblew])(\d)(?:-(\d+))?(?:@(\d+))?$/.exec(lineKey);
  if (!m) return null;
  const [, letter, inn, dash, at] = m;
  const innings = Number(inn) - 1;
  const n = (v: string | undefined) => (v === undefined ? NaN : Number(v));
  const subject: Subject | null =
    letter === 's'
      ? { innings, kind: 'runs', measure: 'overs', at: n(dash) }
      : letter === 'k'
        ? { innings, kind: 'runs', measure: 'overs', at: 20 }
        : letter === 'o'
          ? { innings, kind: 'runs', measure: 'over', at: n(at) }
          : letter === 'b'
            ? { innings, kind: 'runs', measure: 'delivery', at: n(at) }
            : letter === 'w'
              ? { innings, kind: 'runs', measure: 'wicket', at: n(dash) }
              : { innings, kind: letter === 'l' ? 'digit' : 'parity', measure: 'overs', at: n(at) };
  return Number.isFinite(subject.at) && innings >= 0 ? subject : null;
}

/** A trader's line key (`T12.parity`) names its proposition itself: it has no subject in an innings. */
const TRADED_LINE_KEY = /^T\d+\.(runs|parity)$/;

export function kindOf(lineKey: string): LineKind {
  const traded = TRADED_LINE_KEY.exec(lineKey);
  if (traded) return traded[1] as LineKind;
  return subjectOf(lineKey)?.kind ?? 'runs';
}

export type LineResult = { state: 'open' } | { state: 'settled'; value: number } | { state: 'void' };

const OPEN: LineResult = { state: 'open' };
const VOID: LineResult = { state: 'void' };
const settled = (value: number): LineResult => ({ state: 'settled', value });

/** Whether a line can be settled yet, and on what; `inn` is the innings the line is about (undefined: not started). */
export function lineResult(lineKey: string, inn: InningsView | undefined): LineResult {
  const s = subjectOf(lineKey);
  if (!s) return VOID;
  if (!inn) return OPEN;
  const runsAfterBall = (b: number) => (b <= 0 ? 0 : inn.ballRuns[b - 1]!);
  switch (s.measure) {
    case 'overs': {
      const balls = s.at * 6;
      if (inn.balls >= balls) return settled(runsAfterBall(balls));
      return inn.end === null ? OPEN : inn.end === 'all_out' ? settled(inn.runs) : VOID;
    }
    case 'over': {
      const [from, to] = [s.at * 6, (s.at + 1) * 6];
      if (inn.balls >= to) return settled(runsAfterBall(to) - runsAfterBall(from));
      return inn.end === null ? OPEN : inn.end === 'all_out' ? settled(inn.runs - runsAfterBall(from)) : VOID;
    }
    case 'delivery': {
      if (inn.deliveryRuns.length > s.at) return settled(inn.deliveryRuns[s.at]! - (s.at === 0 ? 0 : inn.deliveryRuns[s.at - 1]!));
      return inn.end === null ? OPEN : VOID;
    }
    case 'wicket': {
      if (inn.wickets >= s.at) return settled(inn.wicketRuns[s.at - 1]!);
      return inn.end === null ? OPEN : inn.end === 'chase' ? VOID : settled(inn.runs);
    }
  }
}

/** Whether a fancy bet's proposition holds for the settled value. */
export function propositionHolds(kind: LineKind, line: number, value: number): boolean {
  if (kind === 'digit') return value % 10 === line;
  if (kind === 'parity') return value % 2 === 1;
  return value >= line;
}

/** The values worth checking for the worst and best case: the P&L only changes at the lines. */
export function candidateValues(kind: LineKind, lines: number[]): number[] {
  if (kind === 'digit') return [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  if (kind === 'parity') return [0, 1];
  const out = new Set<number>([0]);
  for (const l of lines) {
    if (l >= 0) out.add(l);
    if (l >= 1) out.add(l - 1);
  }
  return [...out].sort((a, b) => a - b);
}
