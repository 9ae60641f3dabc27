// The player's favourite games, loaded once per lobby and changed optimistically: the heart fills at
// once and goes back if the server refuses (with the reason in a toast). Guests have none; their
// heart sends them to /login, like a game tap (spec part 1 §6).
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { getFavourites, setFavourite } from './api.ts';

export function useFavourites(isPlayer: boolean) {
  const { t } = useTranslation('errors');
  const say = useErrorText();
  const [favourites, setFavourites] = useState<string[]>([]);

  useEffect(() => {
    if (!isPlayer) {
      // The same empty list when it is already empty: a new one re-rendered the whole lobby and its grid
      // at mount, for every guest (one synchronous task of 33 ms in a Lighthouse trace of /games).
      setFavourites((held) => (held.length === 0 ? held : []));
      return;
    }
    let live = true;
    getFavourites().then(
      (list) => {
        // Drawn as a transition: the hearts of a whole grid, rendered in slices that yield to the browser.
        if (live) startTransition(() => setFavourites(list));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isPlayer]);

  const toggle = useCallback(
    (code: string, on: boolean) => {
      if (!isPlayer) {
        navigate('/login');
        return;
      }
      setFavourites((list) => (on ? [code, ...list.filter((c) => c !== code)] : list.filter((c) => c !== code)));
      setFavourite(code, on).then(setFavourites, (error: unknown) => {
        setFavourites((list) => (on ? list.filter((c) => c !== code) : [code, ...list]));
        const e = error instanceof ApiError ? error : undefined;
        showToast(e ? say(e) : t('unexpectedError'), { tone: 'danger' });
      });
    },
    [isPlayer, t, say],
  );

  return { favourites, toggle };
}
