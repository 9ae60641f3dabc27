// The outcomes of each kind of market, so position.ts can hold the worst of them: one per runner for
// match odds and the bookmaker (the runner that wins), and for a fancy line the runs values where its
// bets' propositions change. A tie (no winner) is not an outcome: it voids the market, which refunds.
import { candidateValues, propositionHolds, type LineKind } from './fancy-lines.ts';
import { bestCase, exposure, pnlByOutcome, type Part } from './position.ts';
import type { MarketType } from './price.ts';
import { placeBestCase, placeExposure } from './racing-rules.ts';

export interface BetPart extends Part {
  selectionId: string;
  /** The runs line of a fancy bet (or the digit of a lottery bet); null on runner markets. */
  line: number | null;
}

export interface MarketShape {
  type: MarketType;
  /** Runner selection ids (match odds, bookmaker); empty for fancy. */
  runners: string[];
  /** For a fancy line: what its proposition is about. */
  lineKind?: LineKind;
  /** Runner markets: how many runners win (a PLACE market's places); one when absent. */
  places?: number;
}

const severalWinners = (shape: MarketShape) => shape.type !== 'fancy' && (shape.places ?? 1) > 1;

interface Model {
  outcomes: (string | number)[];
  wins: (p: BetPart, o: string | number) => boolean;
}

function model(shape: MarketShape, parts: BetPart[]): Model {
  if (shape.type !== 'fancy') return { outcomes: shape.runners, wins: (p, o) => p.selectionId === o };
  const kind = shape.lineKind ?? 'runs';
  return {
    outcomes: candidateValues(
      kind,
      parts.map((p) => p.line ?? 0),
    ),
    wins: (p, o) => propositionHolds(kind, p.line ?? 0, o as number),
  };
}

/** The money to hold for a player's bets on one market. */
export function holdFor(shape: MarketShape, parts: BetPart[]): number {
  if (severalWinners(shape)) return placeExposure(parts, shape.runners, shape.places!);
  const m = model(shape, parts);
  return exposure(parts, m.outcomes, m.wins);
}

/** The player's best case on the market if all their unmatched bets matched. */
export function bestCaseFor(shape: MarketShape, parts: BetPart[]): number {
  if (severalWinners(shape)) return placeBestCase(parts, shape.runners, shape.places!);
  const m = model(shape, parts);
  return bestCase(parts, m.outcomes, m.wins);
}

/** Matched profit or loss per outcome: per runner (by selection id), or per runs value for fancy. */
export function bookFor(shape: MarketShape, parts: BetPart[]): { outcome: string | number; pnl: number }[] {
  const m = model(shape, parts);
  const pnl = pnlByOutcome(parts, m.outcomes, m.wins);
  return m.outcomes.map((outcome, i) => ({ outcome, pnl: pnl[i]! }));
}

/** Matched profit or loss in one outcome: a runner's selection id, or the runs a fancy line settled on. */
export function pnlAt(shape: MarketShape, parts: BetPart[], outcome: string | number): number {
  const m = model(shape, parts);
  return pnlByOutcome(parts, [outcome], m.wins)[0]!;
}
