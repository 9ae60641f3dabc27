// /gamerun: opened with a game to launch in the history entry's
// state (lib/game-launch.ts), it runs POST /api/game-run with a busy view, then shows the game's url
// full screen in a frame, with the player's username and a close cross back to where the player came
// from (or /). The url never goes in the address bar: it carries a one-time launch token. A refused
// launch (not available yet, blocked, self-excluded) opens the error modal and goes back. Closing
// refreshes the balance, which the game has changed. A launch that answers a page of this site other
// than a game screen (the exchange's catalogue entry answers /exchange) opens that page itself, in place
// of /gamerun, not in a frame.
import { useAtomValue } from '../../lib/atom-hooks.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { ButtonLink, IconButton } from '../../components/button.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { ApiError } from '../../lib/api.ts';
import { refreshBalanceNow } from '../../lib/balance.ts';
import { showErrorModal } from '../../lib/error-modal.ts';
import type { GameLaunchRequest } from '../../lib/game-launch.ts';
import { sessionAtom } from '../../lib/session.ts';
import { runGame } from './api.ts';
import './gamerun.css';
import { asLanguage } from '../../lib/i18n.ts';

/** A launched game: its url and where its close cross goes. */
export interface GameRun {
  url: string;
  returnTo: string;
  name?: string;
}

interface EntryState {
  gameLaunch?: GameLaunchRequest;
  gameRun?: GameRun;
}
const entryState = () => (window.history.state ?? {}) as EntryState;

/** A path on this site (the house games) or a provider's https address; nothing else is framed. */
const frameable = (url: string) => (url.startsWith('/') && !url.startsWith('//')) || url.startsWith('https://');
/** A page of this site that is not a game screen (those are under /house/): opened as it is. */
const sitePage = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/house/');
const safeReturn = (to: string | undefined) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

/** One game-run per launch, even when React mounts the page twice (StrictMode in development). */
const running = new Map<string, Promise<{ url: string }>>();

export function GameRunPage() {
  const { t, i18n } = useTranslation('casino');
  const session = useAtomValue(sessionAtom);
  const [, navigate] = useLocation();
  const [launch] = useState(() => entryState().gameLaunch ?? null);
  const [run, setRun] = useState<GameRun | null>(() => {
    const done = entryState().gameRun;
    return done && frameable(done.url) ? done : null;
  });
  const returnTo = safeReturn(run?.returnTo ?? launch?.returnTo);

  // biome-ignore lint/plugin: the game's launch is a write (it opens a game session), sent once per launch, not a read
  useEffect(() => {
    if (run || !launch || !session) return;
    let live = true;
    const key = JSON.stringify(launch);
    let promise = running.get(key);
    if (!promise) {
      const mobile = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
      promise = runGame(launch, session.remote_id, asLanguage(i18n.language), mobile);
      running.set(key, promise);
      void promise.finally(() => running.delete(key)).catch(() => undefined);
    }
    promise.then(
      ({ url }) => {
        if (sitePage(url)) {
          if (live) navigate(url, { replace: true });
          return;
        }
        const done: GameRun = { url, returnTo: safeReturn(launch.returnTo), name: launch.name };
        // The entry now holds the launched game: a reload shows it again instead of launching anew.
        window.history.replaceState({ ...entryState(), gameLaunch: undefined, gameRun: done }, '');
        if (live) setRun(frameable(url) ? done : null);
      },
      (error: unknown) => {
        const e = error instanceof ApiError ? error : new ApiError(0, 'An unexpected error occurred', 'unexpectedError');
        // A sports entry says the name the player tapped (I-Sports), not the catalogue game behind it.
        const vars = e.code === 'sportsNotAvailableYet' && launch.name ? { ...e.vars, game: launch.name } : e.vars;
        showErrorModal({ code: e.code, vars, message: e.message });
        if (live) navigate(safeReturn(launch.returnTo), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [run, launch, session, i18n.language, navigate]);

  const close = () => {
    void refreshBalanceNow();
    navigate(returnTo, { replace: true });
  };
  const name = run?.name ?? launch?.name;
  return (
    <div className="gamerun" data-screen="GameRunPage">
      <header className="gamerun-bar">
        <span className="gamerun-user" data-testid="gamerun-username" translate="no">
          {session?.username}
        </span>
        {name && <span className="gamerun-name">{name}</span>}
        <IconButton icon="close" label={t('gamerun.close')} className="gamerun-close" onClick={close} />
      </header>
      {run && <iframe className="gamerun-frame" src={run.url} title={name ?? t('gamerun.game')} allow="fullscreen; autoplay" referrerPolicy="same-origin" />}
      {!run && launch && (
        <p className="gamerun-busy" role="status">
          {t('lobby.opening')}
        </p>
      )}
      {!run && !launch && (
        <EmptyState
          title={t('gamerun.noGame')}
          action={
            <ButtonLink href="/games" variant="secondary">
              {t('gamerun.backToGames')}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
