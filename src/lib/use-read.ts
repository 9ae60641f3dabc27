// The one way a screen loads what it shows (docs/decisions/0195-one-read-hook.md).
//
// useRead(key, read): the key names the call and its inputs. A changed key starts a new read, and an answer
// for an old key, or an older answer for the same key, is never drawn over a newer one. The reader gets a real
// loading state, the error of a failed read (screens show it with Try again: components/read-state.tsx, never
// as an empty list), refresh() (the shown answer stays while the new one comes) and update() for a change
// made in place. What readers share (shared lookups, the page's answers, seeds, invalidation after a write)
// is kept in read-cache.ts.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fresh, invalidate, mountReader, sharedEntry, sharedPollAge, takeSeed } from './read-cache.ts';

export interface Read<T> {
  /** The last answer for the current key (kept while it is read again). */
  data: T | undefined;
  /** Why the last read failed; undefined once a read succeeds, and while one is under way. */
  error: unknown;
  /** A read is under way and there is nothing to show yet. */
  loading: boolean;
  /** A read asked for (refresh, invalidation) is under way while the last answer stays shown; a poll is silent. */
  refreshing: boolean;
  /** Read again (the retry of an error state, a Refresh button); a shared read is read again for every reader. */
  refresh: () => void;
  /** A change to the held answer made in place (an optimistic toggle, a page appended); dropped if the key changed since. */
  update: (change: (data: T | undefined) => T | undefined) => void;
}

export interface ReadOptions {
  /** Kept for the page load and shared by every reader of the key (the site's lookups). */
  shared?: boolean;
  /** Read again every this many ms while mounted (a list that changes on the server: an inbox, a chat), keeping the shown answer. */
  every?: number;
  /** With `every`: no read while the page is hidden, and one at once when it shows again. */
  onlyVisible?: boolean;
  /** With `every`: a poll is skipped while this answers true (a list row the user is acting on must not move). */
  hold?: () => boolean;
}

interface State<T> {
  key: string | null;
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refreshing: boolean;
}

/** What a reader shows before its effect has run: a known answer (primed, seeded and in, or kept) in the first render. */
function startState<T>(key: string | null, shared: boolean): State<T> {
  const known = key === null ? undefined : fresh(key);
  const shown = known?.settled && (shared || known.seed) ? known : undefined;
  return { key, data: shown?.value as T | undefined, error: undefined, loading: key !== null && !shown, refreshing: false };
}

/**
 * The state for an answer, kept as it is when it already shows that answer: a mounting reader of a known
 * lookup (the site's settings in the shell) would otherwise set a new but equal state from its effect and
 * render the whole shell again for nothing; a poll that brings the same answer renders nothing either.
 */
const answered =
  <T>(key: string, data: T) =>
  (prev: State<T>): State<T> =>
    prev.key === key && prev.data === data && prev.error === undefined && !prev.loading && !prev.refreshing
      ? prev
      : { key, data, error: undefined, loading: false, refreshing: false };

type Mode = 'mount' | 'asked' | 'poll';

/** `key` null means "do not read" (a player's call while logged out, a sheet not open). */
export function useRead<T>(key: string | null, read: () => Promise<T>, { shared = false, every, onlyVisible = false, hold }: ReadOptions = {}): Read<T> {
  const [state, setState] = useState<State<T>>(() => startState(key, shared));
  const reader = useRef(read);
  reader.current = read;
  const holding = useRef(hold);
  holding.current = hold;
  /** The state last rendered: an answer it already shows is not set again (a poll that brings nothing new renders nothing). */
  const held = useRef(state);
  held.current = state;
  /** The number of the newest read: only its answer is drawn. */
  const round = useRef(0);
  /** The read the mount of a key began: React's second run of an effect (StrictMode) joins it instead of asking twice. */
  const begun = useRef<{ key: string; promise: Promise<T> } | null>(null);

  const run = useCallback(
    (key: string, mode: Mode) => {
      const mine = ++round.current;
      let promise: Promise<T>;
      if (shared) {
        const entry = sharedEntry(key, () => reader.current());
        if (entry.settled) {
          setState(answered(key, entry.value as T));
          return;
        }
        promise = entry.promise as Promise<T>;
      } else if (mode === 'mount' && begun.current?.key === key) {
        promise = begun.current.promise;
      } else {
        const seed = mode === 'mount' ? takeSeed(key) : undefined;
        promise = seed ? (seed.promise as Promise<T>) : reader.current();
        if (mode === 'mount') begun.current = { key, promise };
      }
      if (mode === 'asked') setState((s) => (s.key === key ? { ...s, error: undefined, loading: s.data === undefined, refreshing: s.data !== undefined } : s));
      // An answer from the network is drawn as a transition: React renders it in slices that yield to the
      // browser, where a plain update re-rendered the reader's whole screen in one task.
      promise.then(
        (data) => {
          if (round.current !== mine || answered(key, data)(held.current) === held.current) return;
          startTransition(() => setState(answered(key, data)));
        },
        (error: unknown) => {
          if (round.current === mine)
            startTransition(() => setState((s) => ({ key, data: s.key === key ? s.data : undefined, error, loading: false, refreshing: false })));
        },
      );
    },
    [shared],
  );

  useEffect(() => {
    // A new key starts from what is known of it (the render already showed that); the same key keeps its
    // state, and setting it anyway would render the reader once more for nothing.
    if (state.key !== key) setState(startState<T>(key, shared));
    if (key === null) return;
    run(key, 'mount');
    const unmount = mountReader({ key, shared, again: () => run(key, 'asked') });
    return () => {
      unmount();
      round.current += 1; // answers for this key, or after unmount, are not drawn
    };
    // The key names the call; the read function is the same call for the same key, so only the key is a dependency.
  }, [key, run]);

  // The poll, apart from the key's read: a poll that starts or stops does not read again by itself. A shared
  // read is asked once per period however many readers poll it.
  useEffect(() => {
    if (key === null || !every) return;
    const poll = () => {
      if (onlyVisible && document.visibilityState === 'hidden') return;
      if (holding.current?.()) return;
      if (shared) invalidate((k) => k === key, sharedPollAge(every));
      else run(key, 'poll');
    };
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      poll();
      timer = setTimeout(tick, every);
    };
    timer = setTimeout(tick, every);
    if (onlyVisible) document.addEventListener('visibilitychange', poll);
    return () => {
      clearTimeout(timer);
      if (onlyVisible) document.removeEventListener('visibilitychange', poll);
    };
  }, [key, every, onlyVisible, shared, run]);

  // A shared answer is forgotten and read again for all its readers; another reader reads again alone.
  const refresh = useCallback(() => {
    if (key === null) return;
    if (shared) invalidate((k) => k === key);
    else run(key, 'asked');
  }, [key, shared, run]);

  const update = useCallback((change: (data: T | undefined) => T | undefined) => setState((s) => (s.key === key ? { ...s, data: change(s.data) } : s)), [key]);

  const shown = state.key === key ? state : startState<T>(key, shared);
  return { data: shown.data, error: shown.error, loading: shown.loading, refreshing: shown.refreshing, refresh, update };
}
