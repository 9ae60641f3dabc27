// How a trader-run market is named on the wire and filed as a betting market. A fancy line shows as lineId
// `T<id>` in the event answer's fancy2 and is filed under `<eventId>:T<id>.<proposition>`, so the bet maths
// read its proposition from the key alone (maths/fancy-lines.ts kindOf); a bookmaker is market `TB<id>`.
// Neither is ever settled by the market watch: only a trader settles them (docs/decisions/0260).
import type { TradedKind } from '../../db/schema/index.ts';
import type { LineKind } from '../maths/fancy-lines.ts';

const LINE_ID = /^T(\d{1,15})$/;
const BOOKMAKER_ID = /^TB(\d{1,15})$/;
const TRADED_KEY = /^(?:[^:]+:T(\d+)\.(?:runs|parity)|TB(\d+))$/;

export const tradedLineId = (id: number): string => `T${id}`;
export const tradedBookmakerId = (id: number): string => `TB${id}`;

/** The row id a fancy lineId names, or null when it is not a trader's line. */
export function lineRowOf(lineId: string): number | null {
  const m = LINE_ID.exec(lineId);
  return m ? Number(m[1]) : null;
}

/** The row id a bookmaker market id names, or null when it is not a trader's bookmaker. */
export function bookmakerRowOf(marketId: string): number | null {
  const m = BOOKMAKER_ID.exec(marketId);
  return m ? Number(m[1]) : null;
}

/** What a line of this kind settles on: odd/even on the parity of the runs, every other kind on runs ≥ line. */
export const propositionOf = (kind: TradedKind): LineKind => (kind === 'oddeven' ? 'parity' : 'runs');

export const tradedLineKey = (id: number, kind: TradedKind): string => `T${id}.${propositionOf(kind)}`;

/** The market key a fancy line's bets are filed under. */
export const tradedFancyKey = (eventId: string, id: number, kind: TradedKind): string => `${eventId}:${tradedLineKey(id, kind)}`;

/** True for a market only a trader settles (the market watch leaves it alone, even after a restart). */
export const isTradedMarketKey = (marketKey: string): boolean => TRADED_KEY.test(marketKey);

/** The row id behind a trader market's key (a line's or a bookmaker's), or null for any other market. */
export function tradedRowOfKey(marketKey: string): number | null {
  const m = TRADED_KEY.exec(marketKey);
  return m ? Number(m[1] ?? m[2]) : null;
}
