// The house live score board's words, read from the board page's own /state answer (the same the frame
// page's script reads), every LIVE_SCORE_POLL_MS while the page is shown. docs/decisions/0160.
import { useRef, useState } from 'react';
import { LIVE_SCORE_POLL_MS, liveScoreStateSchema, type LiveScoreState } from '../../../../contracts/exchange.ts';
import { useRead } from '../../../lib/use-read.ts';
import { seedRead } from '../../../lib/read-cache.ts';
import { EXCHANGE_API_URL } from '../feed/odds-poller-bridge.ts';
import { takeScoreBoardAnswer } from '../first-screen/embedded-feed-answers.ts';

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

const same = (a: LiveScoreState | undefined, b: LiveScoreState) =>
  a !== undefined && a.event === b.event && a.status === b.status && a.score === b.score && a.detail === b.detail;

/** The board's event has left the feed: nothing more will come. */
class BoardGone extends Error {}

/**
 * Asks at once, then every LIVE_SCORE_POLL_MS; not while the page is hidden (asked again as it is shown).
 * A failed ask keeps the last words and tries again; a 404 keeps them and stops, as the frame page does.
 * An answer that says the same as the last renders nothing.
 */
export function useHouseBoard({ url: stateUrl, path }: HouseBoardState): HouseBoard {
  const key = `exchange:score-board:${stateUrl}`;
  // The words the page came with (server/pages/exchange-feed-block.ts), seeded for the board's first render: the next
  // ask is then a poll's interval away, as after any answer.
  useState(() => {
    const carried = liveScoreStateSchema.safeParse(takeScoreBoardAnswer(path));
    if (carried.success) seedRead(key, carried.data, Number.POSITIVE_INFINITY);
  });
  const held = useRef<LiveScoreState | undefined>(undefined);
  const [gone, setGone] = useState(false);
  const read = useRead(
    key,
    async () => {
      const response = await fetch(stateUrl, { cache: 'no-cache', headers: { accept: 'application/json' } });
      if (response.status === 404) throw new BoardGone();
      const answer = liveScoreStateSchema.safeParse(await response.json());
      if (!response.ok || !answer.success) throw new Error('no board');
      return same(held.current, answer.data) ? (held.current as LiveScoreState) : answer.data;
    },
    { every: gone ? undefined : LIVE_SCORE_POLL_MS, onlyVisible: true },
  );
  held.current = read.data;
  if (read.error instanceof BoardGone && !gone) setGone(true);
  return { board: read.data ?? null, gone };
}
