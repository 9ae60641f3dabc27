// The feed answers the server wrote into the page for the opened screen (server/first-answers.ts): the
// in-play lists on /exchange-inplay, the market and event on /odds-view. A `<script type="application/json">`
// block, never executed (the CSP allows no inline script), read once: the feed's first poll of each of
// those resources uses it instead of a round trip, so the screen's rows are drawn as soon as it mounts.
import type { FirstAnswers } from '../../../workers/engine.ts';

export const FIRST_ANSWERS_ID = 'first-answers';
let taken = false;

/** The page's answers, the first time this is called (later calls, and a page without them: null). */
export function takeFirstAnswers(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): FirstAnswers | null {
  if (taken || !doc) return null;
  taken = true;
  const block = doc.getElementById(FIRST_ANSWERS_ID);
  if (!block) return null;
  block.remove();
  try {
    const answers = JSON.parse(block.textContent ?? '') as unknown;
    return answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as FirstAnswers) : null;
  } catch {
    return null; // a page cut short: the feed asks as it always did
  }
}
