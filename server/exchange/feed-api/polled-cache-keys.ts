// Where the answers polled every 300 ms are kept, named once for the routes (routes.ts) and for the
// 304 fast path (not-modified-fast.ts), so both read the same cache entry for the same version.
import { answer, type Answer } from './answer-cache.ts';
import { LIVE_SCORE_SCRIPT } from './live-score-page.ts';
import type { SimEvent } from '../source/simulator/sim-event.ts';

export const LIVE_SCORE_SCRIPT_ANSWER: Answer = answer(LIVE_SCORE_SCRIPT, 'text/javascript; charset=utf-8');

/** The answer cache's key and version of one market's match odds. */
export const matchOddsKey = (ev: SimEvent): [string, string] => [`mo:${ev.marketId}`, `${ev.marketVersion}`];

/** The answer cache's key and version of one event's items. */
export const eventAnswerKey = (ev: SimEvent): [string, string] => [`ev:${ev.id}`, `${ev.eventVersion}`];
