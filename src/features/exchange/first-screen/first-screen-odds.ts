// The odds of the first screen. When the page came with feed answers (embedded-feed-answers.ts), they are
// drawn at once on the main thread, before the odds worker's script is fetched, and the first-screen
// signal (src/lib/first-screen.ts) is held until their rows have committed: what waits for the first
// screen (the worker among it) starts after the browser has painted them, not between React's slices
// of them. Without such answers the worker starts at once and the screen counts as drawn when it commits.
import { atom } from 'jotai';
import { startTransition } from 'react';
import { createOddsPoller, type FeedMessage, type FirstAnswers, type OddsPoller } from '../../../../workers/odds-poller.ts';
import { afterFirstScreen, holdFirstScreen, markFirstScreenDrawn } from '../../../lib/first-screen.ts';
import { store } from '../../../lib/store.ts';
import { applyFeedMessage } from '../feed/atoms.ts';
import { takeFirstAnswers } from './embedded-feed-answers.ts';

/**
 * Set in the same transition as the page's odds, so it commits with their rows: the exchange frame's
 * effect then says the first screen is drawn. Said on handing the rows to React instead, the waiting
 * requests started before the rows were painted.
 */
export const pageOddsCommittedAtom = atom(false);

/** What the poller's owner (odds-poller-bridge.ts) lets the first screen start. */
export interface PollerStarts {
  /** Fetches the worker's script and starts the poller in it. */
  inWorker(): void;
  /** Runs the poller on the main thread (no Worker here), seeded with the page's answers. */
  onMainThread(answers: FirstAnswers | null): void;
  /** Subscribes a poller to what the mounted screens subscribed to so far. */
  subscribeActive(target: Pick<OddsPoller, 'subscribeSports' | 'subscribeMarket' | 'subscribeEvent'>): void;
  /** Whether the running poller has sent anything yet: its answer is then newer than the page's. */
  heardFromPoller(): boolean;
}

/**
 * Draws the page's answers: one tick of a poller that asks nothing of the network, whose image is
 * applied as the worker's would be. The worker, started once they are on screen, sends the feed's own
 * first image a moment later (these are dropped if the worker spoke first). True when they were handed
 * to React: the exchange frame then says when they are drawn (pageOddsCommittedAtom).
 */
async function paintPageOdds(answers: FirstAnswers, starts: PollerStarts): Promise<boolean> {
  const once = createOddsPoller({ baseUrl: '', fetch: () => Promise.reject(new Error('the page answers only')) });
  once.seed(answers);
  starts.subscribeActive(once);
  let image: FeedMessage | null = null;
  once.setListener((m) => {
    if (m.kind === 'image') image = m;
  });
  await once.tick();
  if (!image || starts.heardFromPoller()) return false;
  // Without its health: a resource the page had no answer for "failed" here, which says nothing of the feed.
  const { health: _unused, ...withoutHealth } = image as Extract<FeedMessage, { kind: 'image' }>;
  let applied = false;
  // An image, so a transition as the poller's would get; one with the signal, which commits with the rows.
  startTransition(() => {
    applied = applyFeedMessage(withoutHealth);
    if (applied) store.set(pageOddsCommittedAtom, true);
  });
  return applied;
}

/** Starts the poller the way the first screen needs it. Called once, by the first screen that subscribes. */
export function startOddsForFirstScreen(starts: PollerStarts): void {
  const answers = takeFirstAnswers();
  if (typeof Worker === 'undefined') {
    starts.onMainThread(answers);
    markFirstScreenDrawn();
    return;
  }
  if (!answers) {
    // Nothing of the page to draw: the worker is the screen's only source, started now (once the
    // calling screen has subscribed, its effect goes on after this returns, so the first tick polls it).
    queueMicrotask(() => starts.inWorker());
    markFirstScreenDrawn();
    return;
  }
  // The screen is drawn once these rows are, not when it first commits (routes.ts).
  holdFirstScreen();
  // The page's answers are drawn on the main thread now; the worker's script loads once they are on
  // screen, and its first tick asks the feed at once: the prices shown are the page's until then, and
  // the worker's first answer is the feed's, not the same answers again 300 ms later.
  queueMicrotask(() => {
    void paintPageOdds(answers, starts)
      .catch(() => false)
      .then((handedToReact) => {
        // Drawn when their commit says so (the exchange frame); with nothing handed over, now.
        if (!handedToReact) markFirstScreenDrawn();
        afterFirstScreen(() => starts.inWorker());
      });
  });
}
