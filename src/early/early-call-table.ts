// Which player calls a signed-in screen waits for before it can draw anything, by route: the early
// script (early-calls.ts) sends them while the app's entry is still on its way, and the server writes that
// script into these routes' pages alone (scripts/first-paint-plan.ts, server/pages/page-variants.ts). Each path and query must be exactly what the
// screen's own call asks (ky's searchParams, serialized by URLSearchParams), or its answer is not taken and
// the call is sent twice: src/early/early-calls.test.ts checks that the deposit screen sends each once.

interface StoredPlayer {
  remote_id: string;
}
type CallsOf = (player: StoredPlayer) => string[];

/** The phone gate of the funds screens (features/wallet/api.ts getVerifiedPhones): the first thing they ask. */
const phoneGate: CallsOf = (player) => [`/api/user/show?${new URLSearchParams({ remote_id: player.remote_id })}`, '/api/get/other/phone'];

export const EARLY_CALLS: Readonly<Record<string, CallsOf>> = {
  '/deposit': phoneGate,
  '/withdrawal': phoneGate,
};

/** The calls to start for a page's path (as wouter matches: any case, an optional trailing slash). */
export function earlyCallsFor(pathname: string, player: StoredPlayer): string[] {
  const route = pathname.replace(/(.)\/$/, '$1').toLowerCase();
  return Object.hasOwn(EARLY_CALLS, route) ? EARLY_CALLS[route]!(player) : [];
}
