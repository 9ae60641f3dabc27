// Following the shared crash round, light on mobile data: the server pushes a snapshot only when
// something happens (new game, start, bet, cash-out, crash: Server-Sent Events), and the screen draws
// the climbing multiplier itself from the snapshot's start and the server's clock. If the stream
// cannot be held (a proxy that buffers it), the screen polls with If-None-Match, which answers an
// empty 304 while nothing happened. Either way nothing is fetched while the game is not on screen.
import { useEffect, useState } from 'react';
import { crashStateSchema, type CrashState } from '../../../contracts/games.ts';
import { pollCrashState } from './api.ts';

export const CRASH_POLL_MS = 1_000;
/** A stream that errors this many times before its first snapshot is given up for polling. */
const STREAM_ATTEMPTS = 2;

export interface CrashFeed {
  state: CrashState | null;
  /** Server clock minus this device's clock, ms, from the latest snapshot. */
  offsetMs: number;
  transport: 'push' | 'poll';
}

export function useCrashFeed(): CrashFeed {
  const [feed, setFeed] = useState<CrashFeed>({ state: null, offsetMs: 0, transport: 'push' });

  // biome-ignore lint/plugin: a live stream of the round (Server-Sent Events, polled with If-None-Match when it cannot be held), not a read of an answer
  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let etag: string | null = null;
    let failures = 0;
    let polling = typeof EventSource === 'undefined';

    const take = (state: CrashState, transport: CrashFeed['transport']) => setFeed({ state, offsetMs: state.serverTime - Date.now(), transport });

    const poll = async () => {
      timer = null;
      if (stopped || document.hidden) return;
      try {
        const answer = await pollCrashState(etag);
        if (answer) {
          etag = answer.etag;
          take(answer.state, 'poll');
        }
      } catch {
        // The next poll tries again.
      }
      if (!stopped) timer = setTimeout(poll, CRASH_POLL_MS);
    };

    const openStream = () => {
      source = new EventSource('/api/house/crash/stream');
      source.addEventListener('state', (event) => {
        failures = 0;
        const parsed = crashStateSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) take(parsed.data, 'push');
      });
      source.onerror = () => {
        failures += 1;
        if (failures >= STREAM_ATTEMPTS || source?.readyState === EventSource.CLOSED) {
          source?.close();
          source = null;
          polling = true;
          void poll();
        }
      };
    };

    const start = () => {
      if (stopped || document.hidden) return;
      if (polling) {
        if (!timer) void poll();
      } else if (!source) openStream();
    };
    const pause = () => {
      source?.close();
      source = null;
      if (timer) {
        clearTimeout(timer);
        timer = null;
      }
    };
    const onVisibility = () => (document.hidden ? pause() : start());

    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      pause();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  return feed;
}
