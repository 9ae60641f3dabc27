// Matching against a mirrored book (Betfair's prices and sizes shown as the site's own): a bet takes the
// levels at its price or better, as matching.ts does, but of each level only the share the operator lets
// the site take, and never more than the operator's most per price, since the site, not Betfair, is the
// counterparty. And the in-play delay: never shorter than the source's own (Betfair's betDelaySeconds), so
// no bet is taken on a price the source has not yet shown to have moved.
import type { Level } from './matching.ts';

export interface MirrorTake {
  /** 1 to 100: the share of each level's shown size the site takes. */
  takePercent: number;
  /** The most the site takes at one price, in poisha. */
  maxPerLevelPoisha: number;
}

/** Takes everything shown (the simulator's book is the site's own). */
export const FULL_TAKE: MirrorTake = { takePercent: 100, maxPerLevelPoisha: Number.MAX_SAFE_INTEGER };

/** A percentage's whole. */
const ALL_OF_IT = 100;

/** The levels as the site takes them: each scaled down to the poisha and capped; empty levels dropped. */
export function mirrorLevels(levels: readonly Level[], take: MirrorTake): Level[] {
  return levels
    .map((l) => ({ oddsX100: l.oddsX100, sizePoisha: Math.min(Math.floor((l.sizePoisha * take.takePercent) / ALL_OF_IT), take.maxPerLevelPoisha) }))
    .filter((l) => l.sizePoisha > 0);
}

/**
 * The wait before an in-play bet is taken: the longer of the source market's delay and the operator's,
 * scaled (EXCHANGE_BET_DELAY_SCALE: 1 live, 0 in tests). `sourceDelaySeconds` null: a source without one.
 */
export function inPlayDelayMs(sourceDelaySeconds: number | null, operatorDelayMs: number, scale: number): number {
  return Math.max((sourceDelaySeconds ?? 0) * 1000, operatorDelayMs) * scale;
}
