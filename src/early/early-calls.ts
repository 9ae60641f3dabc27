// The early script's work (its entry, early-entry.ts, is built as a chunk of its own, under 1 KB, importing
// nothing, which the server writes into the head of the pages of early-call-table.ts's routes). On a
// signed-in visit it sends the player calls the screen's first paint waits for as the page's head is read,
// instead of after the app's entry has been fetched and run: on a phone over 3G that entry is most of the
// wait, and the calls used to start only after it (so /deposit's largest paint, the phone gate's
// notice, waited for both; docs/decisions/0159). The app's API client takes each answer once, for the same session, while it
// is fresh (src/lib/early-answers.ts); an answer it does not take is not used.
import { earlyCallsFor } from './early-call-table.ts';
import type { EarlyCall } from './early-call-types.ts';

export function startEarlyCalls(now = Date.now()): string[] {
  let token: string | null;
  let remoteId: string;
  try {
    token = localStorage.getItem('token');
    remoteId = localStorage.getItem('remote_id') ?? '';
  } catch {
    return []; // storage blocked: the app asks for itself
  }
  if (!token) return [];
  const paths = earlyCallsFor(location.pathname, { remote_id: remoteId });
  if (paths.length === 0) return [];
  const authorization = `Bearer ${token}`;
  window.__chakkaEarlyCalls ??= new Map<string, EarlyCall>();
  for (const path of paths) {
    const response = fetch(path, { headers: { authorization, accept: 'application/json' } });
    // A failure is the taker's to handle (it asks again); one nobody takes is not an unhandled rejection.
    response.catch(() => undefined);
    window.__chakkaEarlyCalls.set(path, { authorization, at: now, response });
  }
  return paths;
}
