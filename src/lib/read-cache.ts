// The answers the client keeps between reads, and the readers that are mounted (docs/decisions/0195-one-read-hook.md).
// Screens read through useRead (use-read.ts); what is kept here is what several readers share:
// - a shared read (the site's lookups: settings, logo, providers ...) is asked once per page load and its
//   answer kept for every component that asks, so the header, the side menu and the home never send the
//   same call twice; the answers the server wrote into the page are primed into them (primeRead);
// - a seed is an answer for the first reader of its key: a call a route began before its screen's first
//   render, or an answer the page carries (seedRead);
// - after a write, invalidateReads(prefix) forgets the answers kept under the prefix and reads every
//   mounted reader of them again;
// - keepReading is the reader of an answer that goes into the store rather than into React state (the
//   exchange's player side, read by the market components without rendering the screen around them).

interface Entry {
  promise: Promise<unknown>;
  settled: boolean;
  value?: unknown;
  /** When the answer was asked. */
  at: number;
  /** How long the answer may be used after it was asked (Infinity for a lookup kept for the page load). */
  freshMs: number;
  /** A seed is taken by the first reader of its key; a shared answer stays for the next. */
  seed: boolean;
}

const entries = new Map<string, Entry>();

export interface MountedReader {
  key: string;
  shared: boolean;
  again: () => void;
}
const mounted = new Set<MountedReader>();

/** A reader is mounted (for invalidateReads) until the returned function is called. */
export function mountReader(reader: MountedReader): () => void {
  mounted.add(reader);
  return () => mounted.delete(reader);
}

/** The kept answer or seed for `key`, unless past its freshness (then forgotten). */
export function fresh(key: string, now = Date.now()): Entry | undefined {
  const entry = entries.get(key);
  if (entry && now - entry.at > entry.freshMs) entries.delete(key);
  return entries.get(key);
}

/** The seed for `key`, taken: the next reader asks for itself. */
export function takeSeed(key: string): Entry | undefined {
  const entry = fresh(key);
  if (!entry?.seed) return undefined;
  entries.delete(key);
  return entry;
}

function track(key: string, promise: Promise<unknown>, freshMs: number, seed: boolean): Entry {
  const entry: Entry = { promise, settled: false, at: Date.now(), freshMs, seed };
  entries.set(key, entry);
  promise.then(
    (value) => {
      entry.settled = true;
      entry.value = value;
    },
    // A failed call is forgotten, so the next reader asks again.
    () => {
      if (entries.get(key) === entry) entries.delete(key);
    },
  );
  return entry;
}

const settledEntry = (value: unknown, at: number, freshMs: number, seed: boolean): Entry => ({
  promise: Promise.resolve(value),
  settled: true,
  value,
  at,
  freshMs,
  seed,
});

/** A shared read's kept answer, or its one call (joined by every reader, in React or not: a route's preload). */
export function sharedEntry<T>(key: string, read: () => Promise<T>): Entry {
  return fresh(key) ?? track(key, read(), Number.POSITIVE_INFINITY, false);
}

export function readShared<T>(key: string, read: () => Promise<T>): Promise<T> {
  return sharedEntry(key, read).promise as Promise<T>;
}

/** A shared read's answer that is already known (written into the page): kept as if asked, unless already asked or known. */
export function primeRead<T>(key: string, value: T): void {
  if (!entries.has(key)) entries.set(key, settledEntry(value, Date.now(), Number.POSITIVE_INFINITY, false));
}

/**
 * An answer the screen will not have to ask for: a call its route began before the first render, or an
 * answer the page carries (drawn in the first render). The first reader of `key` within `freshMs` takes it.
 */
export function seedRead<T>(key: string, answer: Promise<T> | T, freshMs: number, at = Date.now()): void {
  if (answer instanceof Promise) track(key, answer, freshMs, true).at = at;
  else entries.set(key, settledEntry(answer, at, freshMs, true));
}

/** A seed not taken yet is dropped (its screen will not show it). */
export function dropSeed(key: string): void {
  if (entries.get(key)?.seed) entries.delete(key);
}

/**
 * Forgets the kept answers `matches` names and reads their mounted readers again. With `olderThanMs`, a
 * shared answer asked more recently stands (a poll joins it instead of asking once more).
 */
export function invalidate(matches: (key: string) => boolean, olderThanMs?: number): number {
  const now = Date.now();
  for (const [key, entry] of [...entries]) if (matches(key) && !(olderThanMs !== undefined && now - entry.at < olderThanMs)) entries.delete(key);
  // Chosen before any reads again: the first shared reader's new call must not hide it from the others.
  const due = [...mounted].filter((reader) => matches(reader.key) && (!reader.shared || !entries.has(reader.key)));
  for (const reader of due) reader.again();
  return due.length;
}

/**
 * After a write: forget the answers kept under `prefix` (the key itself, or `prefix:…`) and read every
 * mounted reader of them again. Returns how many readers read again (none: nothing on screen shows it).
 */
export function invalidateReads(prefix: string, { olderThanMs }: { olderThanMs?: number } = {}): number {
  return invalidate((key) => key === prefix || key.startsWith(`${prefix}:`), olderThanMs);
}

/** Forget every kept answer (tests; a log-in changes what some of them answer, so their keys carry the session). */
export function resetReads(): void {
  entries.clear();
}

/** A poll of a shared read: one ask per period however many readers poll it. */
export const sharedPollAge = (every: number) => every * 0.9;

/**
 * Reads `key` now and every `every` ms (not while the page is hidden), and
 * hands each answer to `apply` unless a newer read has answered first. An answer for the store: the
 * reader holds no React state. Failures are tried again at the next turn. Returns the stop.
 */
export function keepReading<T>(
  key: string,
  read: () => Promise<T>,
  apply: (value: T) => void,
  { every, shared = false }: { every?: number; shared?: boolean } = {},
): () => void {
  let round = 0;
  let stopped = false;
  const go = () => {
    const mine = ++round;
    (shared ? readShared(key, read) : read()).then(
      (value) => {
        if (!stopped && mine === round) apply(value);
      },
      () => {},
    );
  };
  go();
  const unmount = mountReader({ key, shared, again: go });
  const poll = () => {
    if (document.visibilityState === 'hidden') return;
    if (shared && every) invalidate((k) => k === key, sharedPollAge(every));
    else go();
  };
  const timer = every ? setInterval(poll, every) : undefined;
  return () => {
    stopped = true;
    unmount();
    clearInterval(timer);
  };
}
