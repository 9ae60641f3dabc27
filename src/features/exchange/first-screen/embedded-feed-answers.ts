// The feed answers the server embedded in the page for the opened screen: the
// in-play lists on /exchange-inplay, the market and event on /odds-view, and there the live score board's
// text and the house board's words. A `<script type="application/json">` block, never executed (the CSP
// allows no inline script), read once: the feed's first poll of each of those resources uses it instead
// of a round trip, so the screen's rows are drawn as soon as it mounts; the score board takes its own two.
import type { FirstAnswers } from '../../../../workers/odds-poller.ts';
import { FIRST_ANSWER_MAX_AGE_MS } from '../../../../workers/odds-poller.ts';

export const FIRST_ANSWERS_ID = 'first-answers';
/** Answers for the score board (live-score.tsx), not for the odds poller. */
const isScoreBoardPath = (path: string) => path.startsWith('/api/score/') || path.startsWith('/live-score/');

let read = false;
let answers: FirstAnswers | null = null;
let feedTaken = false;

/** Reads the block once, and removes it from the page. */
function pageAnswers(doc: Document | undefined): FirstAnswers | null {
  if (read || !doc) return answers;
  read = true;
  const block = doc.getElementById(FIRST_ANSWERS_ID);
  if (!block) return null;
  block.remove();
  try {
    const parsed = JSON.parse(block.textContent ?? '') as unknown;
    answers = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FirstAnswers) : null;
  } catch {
    answers = null; // a page cut short: the feed asks as it always did
  }
  return answers;
}

const pageDocument = () => (typeof document === 'undefined' ? undefined : document);

/** The page's feed answers, the first time this is called (later calls, and a page without them: null). */
export function takeFirstAnswers(doc: Document | undefined = pageDocument()): FirstAnswers | null {
  if (feedTaken) return null;
  feedTaken = true;
  const all = pageAnswers(doc);
  if (!all) return null;
  const feed = Object.fromEntries(Object.entries(all).filter(([path]) => !isScoreBoardPath(path)));
  return Object.keys(feed).length > 0 ? feed : null;
}

/**
 * The page's answer for one score board path (relative to the exchange API), once, while the page is
 * young enough for it to be current (as the poller's first answers); else null, and the board asks.
 */
export function takeScoreBoardAnswer(path: string, doc: Document | undefined = pageDocument()): unknown {
  const all = pageAnswers(doc);
  const answer = all?.[path];
  if (!all || !answer || !isScoreBoardPath(path)) return undefined;
  delete all[path];
  return performance.now() <= FIRST_ANSWER_MAX_AGE_MS ? answer.body : undefined;
}

/** Whether the page carries an answer for this score board path (it is then drawn without waiting). */
export function pageHasScoreBoardAnswer(path: string, doc: Document | undefined = pageDocument()): boolean {
  return isScoreBoardPath(path) && pageAnswers(doc)?.[path] !== undefined && performance.now() <= FIRST_ANSWER_MAX_AGE_MS;
}

/** Tests: forget what was read. */
export function resetFirstAnswers(): void {
  read = false;
  answers = null;
  feedTaken = false;
}
