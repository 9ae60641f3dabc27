// The site's lookups (general settings, logo, sliders, systems ...) change rarely: each is fetched
// once per page load and shared by every component that asks, so the header, the side menu and
// the home screen never send the same call twice. A failed call is forgotten so a later mount
// retries; screens degrade to "not loaded" instead of going blank.
import { startTransition, useEffect, useState } from 'react';

const cache = new Map<string, Promise<unknown>>();
const settled = new Map<string, unknown>();

export function loadLookup<T>(key: string, fetcher: () => Promise<T>): Promise<T> {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = fetcher().then(
      (value) => {
        settled.set(key, value);
        return value;
      },
      (error: unknown) => {
        cache.delete(key);
        throw error;
      },
    );
    cache.set(key, promise);
  }
  return promise;
}

/**
 * A lookup's answer that is already known (written into the page by the server, e.g. the lobby's
 * providers): kept as if it had been fetched, unless the lookup is already asked or known.
 */
export function primeLookup<T>(key: string, value: T) {
  if (cache.has(key)) return;
  cache.set(key, Promise.resolve(value));
  settled.set(key, value);
}

/** Forget every cached lookup (log-in and log-out change what some of them answer). */
export function resetLookups() {
  cache.clear();
  settled.clear();
}

export interface LookupState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
}

/**
 * The state for an answer, kept as it is when it already shows that answer. A mounting reader of a known
 * lookup (the site's settings in the shell, written into the page) set a new but equal object twice from
 * its effect: two renders of the whole shell, each one synchronous task (issue 15: 80 ms in a Lighthouse
 * trace of /games). Returning the same state lets React skip the render.
 */
const answered =
  <T>(data: T | undefined) =>
  (prev: LookupState<T>): LookupState<T> =>
    prev.data === data && prev.error === undefined && !prev.loading ? prev : { data, error: undefined, loading: false };

/** `key` null means "do not load" (for instance a bearer lookup while logged out). */
export function useLookup<T>(key: string | null, fetcher: () => Promise<T>): LookupState<T> {
  const [state, setState] = useState<LookupState<T>>(() => ({
    data: key ? (settled.get(key) as T | undefined) : undefined,
    error: undefined,
    loading: key !== null && !settled.has(key),
  }));
  useEffect(() => {
    if (key === null) {
      setState(answered<T>(undefined));
      return;
    }
    let live = true;
    if (settled.has(key)) setState(answered(settled.get(key) as T));
    // An answer from the network is drawn as a transition: React renders it in slices that yield to the
    // browser, where a plain update re-rendered the reader's whole screen in one task (the lobby, 55 ms in
    // a Lighthouse trace of /games).
    loadLookup(key, fetcher).then(
      (data) => {
        if (live) startTransition(() => setState(answered(data)));
      },
      (error: unknown) => {
        if (live) startTransition(() => setState({ data: undefined, error, loading: false }));
      },
    );
    return () => {
      live = false;
    };
    // The key names the call; the fetcher is the same function for the same key, so only the key is a dependency.
  }, [key]);
  return state;
}
