// When the screen the page was loaded on has been drawn. What that first screen does not need at once
// (the odds worker's script, the score board's address, the voided-markets list, the header's balance and
// exposure, which show their last known figures meanwhile) waits for it and starts right after, so a
// phone's slow link carries the screen's own files and answers first: on a 3G link each request that
// starts before the screen is drawn delays it by its round trips. Screens opened later in the
// app never wait: the first screen was drawn long before.
//
// Who says so: on a screen drawn from the page's exchange answers, the exchange frame once their rows have
// committed (first-screen-odds.ts holds the signal until then); any other route's screen once it has committed (routes.ts).
import { useEffect, useState } from 'react';

/** The longest wait from the first thing that waits, should the feed never say the screen was drawn (a screen without it). */
export const FIRST_SCREEN_MAX_WAIT_MS = 1500;
/** After the two frames that follow the rows' commit, the browser's next idle moment, at most this late. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 200;

let drawn = false;
/** markFirstScreenDrawn was called: the frames and the idle moment are on their way. */
let marked = false;
/** A screen will say itself when it is drawn (the exchange frame, once the page's answers have committed). */
let held = false;
const waiting = new Set<() => void>();

function settle() {
  if (drawn) return;
  drawn = true;
  clearTimeout(safety);
  runNextWaiting();
}

/**
 * One waiting callback per task. Run together they were one long task on the odds view (the worker's
 * start, five requests through ky; docs/decisions/0197); each alone is short, and the browser handles a tap or paints between them. A callback cancelled
 * before its turn does not run.
 */
function runNextWaiting() {
  const [run] = waiting;
  if (!run) return;
  waiting.delete(run);
  if (waiting.size > 0) setTimeout(runNextWaiting, 0);
  run();
}

// Armed by the first wait, not by this module's load: the app's first render waits at once (the header's
// balance), so it is the same moment in the app; a test that loads its modules slowly on a busy machine is
// not drawn before its first render.
let safety: ReturnType<typeof setTimeout> | undefined;
function armSafety() {
  if (!drawn && safety === undefined) safety = setTimeout(settle, FIRST_SCREEN_MAX_WAIT_MS);
}

/**
 * Called once the screen's rows have committed (the exchange frame, for the page's own odds; a route's
 * screen at its first commit): the screen counts as drawn two frames later, at the browser's next idle
 * moment. Two frames, because the frame that paints the rows reaches the screen a frame or two after
 * the main thread painted it; requests started before that delay the largest paint
 * (docs/decisions/0197). The safety stays armed meanwhile: a page in a background
 * tab has no frames, and what waits must not wait for its return.
 */
export function markFirstScreenDrawn(): void {
  if (drawn || marked) return;
  marked = true;
  const idle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(settle, { timeout: FIRST_SCREEN_IDLE_TIMEOUT_MS });
    else setTimeout(settle, 0);
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(idle));
  else idle();
}

/** Called by a screen whose rows arrive after its first commit (the feed): it will mark the screen itself. */
export function holdFirstScreen(): void {
  held = true;
}

/** Called when a route's screen first commits: the screen is drawn then, unless it holds the signal. */
export function markRouteScreenCommitted(): void {
  if (!held) markFirstScreenDrawn();
}

/**
 * Runs `run` once the first screen is drawn (at once if it is); the returned function cancels it.
 * `armsSafety: false` is for work queued while the entry's modules load (the theme's bar colour, the language
 * cookie): waiting from then would start the safety's 1.5 s before the route's chunk has even arrived. Such work
 * runs with the rest when the screen is drawn, or when the first render's own wait's safety ends.
 */
export function afterFirstScreen(run: () => void, { armsSafety = true }: { armsSafety?: boolean } = {}): () => void {
  if (drawn) {
    run();
    return () => {};
  }
  waiting.add(run);
  if (armsSafety) armSafety();
  return () => waiting.delete(run);
}

/** False until the first screen is drawn, then true for good. */
export function useFirstScreenDrawn(): boolean {
  const [now, setNow] = useState(drawn);
  useEffect(() => (now ? undefined : afterFirstScreen(() => setNow(true))), [now]);
  return now;
}

/** For tests: the first screen counts as drawn. */
export function settleFirstScreenForTests(): void {
  clearTimeout(safety);
  settle();
}
