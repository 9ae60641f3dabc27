// The player's favourite games, read once per lobby and changed optimistically: the heart fills at
// once and goes back if the server refuses (with the reason in a toast). Guests have none; their
// heart sends them to /login, like a game tap.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { showToast } from '../../components/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { useErrorText } from '../../lib/message-text.ts';
import { useRead } from '../../lib/use-read.ts';
import { getFavourites, setFavourite } from './api.ts';

/** The same empty list every time: a new one would re-render the whole lobby and its grid for nothing. */
const NONE: string[] = [];

export function useFavourites(isPlayer: boolean) {
  const { t } = useTranslation('errors');
  const say = useErrorText();
  // The hearts are a mark on the grid: a list that cannot be read leaves them empty, as before any is set.
  const read = useRead(isPlayer ? 'casino:favourites' : null, getFavourites);
  const { update } = read;

  const toggle = useCallback(
    (code: string, on: boolean) => {
      if (!isPlayer) {
        navigate('/login');
        return;
      }
      const set = (change: (list: string[]) => string[]) => update((list) => change(list ?? []));
      set((list) => (on ? [code, ...list.filter((c) => c !== code)] : list.filter((c) => c !== code)));
      setFavourite(code, on).then(
        (list) => set(() => list),
        (error: unknown) => {
          set((list) => (on ? list.filter((c) => c !== code) : [code, ...list]));
          const e = error instanceof ApiError ? error : undefined;
          showToast(e ? say(e) : t('unexpectedError'), { tone: 'danger' });
        },
      );
    },
    [isPlayer, update, t, say],
  );

  return { favourites: read.data ?? NONE, toggle };
}
