// A house game screen's session. The screen is opened at its launch url (/house/slot?launch=…&lang=…
// &return=…&mobile=…), usually inside /gamerun's frame: it exchanges the one-time launch token for a
// game session (POST /api/house/session), drops the token from the address bar, and plays in the
// language the launch named. A reload of the screen finds the session this tab opened. Once the
// wallet says the session has ended (401), the screen says so and plays no more.
import { useCallback, useEffect, useState } from 'react';
import type { HouseSession } from '../../../contracts/games.ts';
import { ApiError } from '../../lib/api.ts';
import { i18n, isLanguage } from '../../lib/i18n.ts';
import { useRead } from '../../lib/use-read.ts';
import { forgetSession, getHouseBalance, openSession, rememberSession, storedSession } from './api.ts';

export type HouseStatus = 'opening' | 'ready' | 'ended';

/** One exchange per launch token, even when React mounts the screen twice (StrictMode in development). */
const opening = new Map<string, Promise<HouseSession>>();

export interface HouseLaunch {
  launch: string | null;
  lang: 'en' | 'bn' | null;
  returnPath: string;
  mobile: boolean;
}

export function readLaunch(search: string): HouseLaunch {
  const q = new URLSearchParams(search);
  const lang = q.get('lang');
  const ret = q.get('return') ?? '/';
  return {
    launch: q.get('launch'),
    lang: isLanguage(lang) ? lang : null,
    // Only a path on this site: the close link must never lead elsewhere.
    returnPath: ret.startsWith('/') && !ret.startsWith('//') && !ret.includes('\\') ? ret : '/',
    mobile: q.get('mobile') === '1',
  };
}

export function useHouseSession(gameCode: string) {
  const [launch] = useState(() => readLaunch(window.location.search));
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const lang = launch.lang ?? storedSession(gameCode)?.language;
    // The game speaks the language it was launched in, without changing the site's stored choice.
    if (lang && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [launch, gameCode]);

  // The launch token is exchanged for a session; a reload without it reads the balance of the session
  // this tab opened. Either failing (or no session at all) ends the screen.
  const read = useRead(`house:session:${gameCode}`, async (): Promise<{ session: HouseSession; balance: number }> => {
    if (launch.launch) {
      const token = launch.launch;
      let promise = opening.get(token);
      if (!promise) {
        promise = openSession(token);
        opening.set(token, promise);
      }
      const s = await promise;
      rememberSession(s);
      const url = new URL(window.location.href);
      url.searchParams.delete('launch');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
      return { session: s, balance: s.balance };
    }
    const stored = storedSession(gameCode);
    if (!stored) throw new ApiError(401, 'No session', 'unauthenticated');
    rememberSession(stored);
    return { session: stored, balance: (await getHouseBalance()).balance };
  });
  const status: HouseStatus = ended || read.error !== undefined ? 'ended' : read.data ? 'ready' : 'opening';
  const { update } = read;
  const setBalance = useCallback((taka: number) => update((d) => d && { ...d, balance: taka }), [update]);

  /** What a failed in-game call means: an ended session ends the screen; anything else is the caller's to show. */
  const settle = useCallback(
    (error: unknown): ApiError => {
      const e = error instanceof ApiError ? error : new ApiError(0, 'An unexpected error occurred', 'unexpectedError');
      if (e.status === 401) {
        forgetSession(gameCode);
        setEnded(true);
      }
      return e;
    },
    [gameCode],
  );

  return { status, session: read.data?.session ?? null, balance: read.data?.balance ?? null, setBalance, launch, settle };
}
