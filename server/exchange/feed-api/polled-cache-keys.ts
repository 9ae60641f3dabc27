// Where the answers polled every 300 ms are kept, named once for the routes (routes.ts) and for the
// 304 fast path (not-modified-fast.ts), so both read the same cache entry for the same version.
import { answer, type Answer } from './answer-cache.ts';
import { eventVersion } from './answer-bodies.ts';
import type { FeedView } from './feed-view.ts';
import { LIVE_SCORE_SCRIPT } from './live-score-page.ts';

export const LIVE_SCORE_SCRIPT_ANSWER: Answer = answer(LIVE_SCORE_SCRIPT, 'text/javascript; charset=utf-8');

/** The answer cache's key and version of one market's odds; a stale mark is a version of its own. */
export const matchOddsKey = (view: FeedView, marketId: string, version: number): [string, string] => [
  `mo:${marketId}`,
  view.source.isStale(marketId) ? `${version}s` : `${version}`,
];

/** The answer cache's key and version of one event's items. */
export const eventAnswerKey = (view: FeedView, eventId: string): [string, string] => [`ev:${eventId}`, eventVersion(view, eventId)];
