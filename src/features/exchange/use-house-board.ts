// The house live score board's words, read from the board page's own /state answer (the same the frame
// page's script reads), every LIVE_SCORE_POLL_MS while the page is shown. docs/decisions/0160.
import { useEffect, useRef, useState } from 'react';
import { LIVE_SCORE_POLL_MS, liveScoreStateSchema, type LiveScoreState } from '../../../contracts/exchange.ts';
import { EXCHANGE_API_URL } from './odds-poller-bridge.ts';
import { takeScoreBoardAnswer } from './embedded-feed-answers.ts';

/** The house board's /state: its address, and its path under the exchange API (the page's answers' key). */
export interface HouseBoardState {
  url: string;
  path: string;
}

/**
 * The /state of a score board url when it is the house board on this site
 * (`{exchange-api}/live-score/{eventId}`, same origin), else null: another provider's board stays a frame.
 */
export function houseBoardState(src: string, here: string = window.location.href): HouseBoardState | null {
  let url: URL;
  let base: URL;
  try {
    url = new URL(src, here);
    base = new URL(`${EXCHANGE_API_URL.replace(/\/$/, '')}/live-score/`, here);
  } catch {
    return null;
  }
  const origin = new URL(here).origin;
  if (url.origin !== origin || base.origin !== origin || !url.pathname.startsWith(base.pathname)) return null;
  const eventId = url.pathname.slice(base.pathname.length);
  if (!/^[^/]+$/.test(eventId)) return null;
  return { url: `${url.pathname}/state${url.search}`, path: `/live-score/${eventId}/state${url.search}` };
}

export interface HouseBoard {
  /** The last words the board had; null until its first answer. */
  board: LiveScoreState | null;
  /** The event has left the feed (404): nothing more will come. */
  gone: boolean;
}

const same = (a: LiveScoreState | null, b: LiveScoreState) =>
  a !== null && a.event === b.event && a.status === b.status && a.score === b.score && a.detail === b.detail;

/**
 * Asks at once, then LIVE_SCORE_POLL_MS after each answer; not while the page is hidden (asked again as
 * it is shown). A failed ask keeps the last words and tries again; a 404 keeps them and stops, as the
 * frame page does. An answer that says the same as the last renders nothing.
 */
export function useHouseBoard({ url: stateUrl, path }: HouseBoardState): HouseBoard {
  // The words the page came with (server/first-answers.ts), drawn with the board's first render.
  const [state, setState] = useState<HouseBoard>(() => {
    const carried = liveScoreStateSchema.safeParse(takeScoreBoardAnswer(path));
    return { board: carried.success ? carried.data : null, gone: false };
  });
  const carried = useRef(state.board !== null);
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking = false;
    let gone = false;
    const ask = async () => {
      timer = undefined;
      if (asking || gone) return;
      asking = true;
      try {
        const response = await fetch(stateUrl, { cache: 'no-cache', headers: { accept: 'application/json' }, signal: controller.signal });
        if (response.status === 404) {
          gone = true;
          setState((held) => ({ ...held, gone: true }));
        } else if (response.ok) {
          const read = liveScoreStateSchema.safeParse(await response.json());
          if (read.success) setState((held) => (same(held.board, read.data) ? held : { board: read.data, gone: false }));
        }
      } catch {
        // Offline for a moment, or the view closed (aborted): the next ask, if any, is in LIVE_SCORE_POLL_MS.
      }
      asking = false;
      if (!controller.signal.aborted && !gone && document.visibilityState !== 'hidden') timer = setTimeout(ask, LIVE_SCORE_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible' && timer === undefined) void ask();
    };
    // With the page's words on screen, the next ask is a poll's interval away, as after any answer.
    if (carried.current) timer = setTimeout(ask, LIVE_SCORE_POLL_MS);
    else void ask();
    carried.current = false;
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [stateUrl]);
  return state;
}
