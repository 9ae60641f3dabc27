import { vi } from 'vitest';

// What one client test file can leave behind in the jsdom that the next file in the same worker inherits
// (client-setup.ts says why files share one), and the taking back of it after each file.

type Listener = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions];

interface Left {
  timeouts: Set<ReturnType<typeof setTimeout>>;
  intervals: Set<ReturnType<typeof setInterval>>;
  listeners: Listener[];
  matchMedia: typeof window.matchMedia;
}

const LEFT = Symbol.for('chakka.client-test.left');
const holder = globalThis as typeof globalThis & { [LEFT]?: Left };

/** `clear` that also forgets the id it clears, so a file's reset does not clear it again. */
function forgetting<Id>(clear: (id: Id | undefined) => void, live: Set<Id>) {
  return (id: Id | undefined) => {
    if (id !== undefined) live.delete(id);
    clear(id);
  };
}

/** Wraps the timer and listener functions once per worker, so each file's live timers and listeners are known. */
export function trackWhatFilesLeave() {
  if (holder[LEFT]) return;
  const left: Left = { timeouts: new Set(), intervals: new Set(), listeners: [], matchMedia: window.matchMedia };
  holder[LEFT] = left;

  const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout, setInterval: realSetInterval, clearInterval: realClearInterval } = globalThis;
  globalThis.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (typeof handler !== 'function') return realSetTimeout(handler as unknown as () => void, ms, ...args);
    const id = realSetTimeout(
      (...a: unknown[]) => {
        left.timeouts.delete(id);
        handler(...a);
      },
      ms,
      ...args,
    );
    left.timeouts.add(id);
    return id;
  }) as unknown as typeof setTimeout;
  globalThis.clearTimeout = forgetting(realClearTimeout, left.timeouts) as typeof clearTimeout;
  globalThis.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    const id = realSetInterval(handler as (...a: unknown[]) => void, ms, ...args);
    left.intervals.add(id);
    return id;
  }) as unknown as typeof setInterval;
  globalThis.clearInterval = forgetting(realClearInterval, left.intervals) as typeof clearInterval;

  for (const target of [window, document] as EventTarget[]) {
    const add = target.addEventListener.bind(target);
    target.addEventListener = (type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) => {
      // Only the app's and the tests' own listeners: user-event prepares the document once and marks it so,
      // and would not add its listeners again.
      if (listener && !calledFromALibrary()) left.listeners.push([target, type, listener, options]);
      add(type, listener, options);
    };
  }
}

/** Whether the code that called the wrapper lives in node_modules (lines: the message, this function, the wrapper, its caller). */
function calledFromALibrary() {
  const caller = new Error().stack?.split('\n')[3] ?? '';
  return caller.includes('/node_modules/');
}

/** After a file: stops what it started and puts back what it changed, so the next file starts as in a new jsdom. */
export function forgetWhatTheFileLeft() {
  const left = holder[LEFT];
  vi.useRealTimers();
  if (left) {
    for (const id of left.timeouts) clearTimeout(id);
    for (const id of left.intervals) clearInterval(id);
    for (const [target, type, listener, options] of left.listeners.splice(0)) target.removeEventListener(type, listener, options);
    // setViewport (src/lib/testing.tsx) gives jsdom a matchMedia it does not have.
    window.matchMedia = left.matchMedia;
  }
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  const html = document.documentElement;
  for (const name of html.getAttributeNames()) html.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
}
