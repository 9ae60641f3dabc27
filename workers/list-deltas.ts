// The sports-events list polled as deltas (GET …/sports-events/{sport}?since=<version>): the first
// answer is the whole list, later ones only the rows that changed, merged here into the list the
// poller holds. Names, competitions and badges of unchanged events are never sent again
// (docs/decisions/0091-in-play-list-deltas.md). Rows keep the wire's SportsEvent shape.
import { sportsEventsDeltaSchema, sportsEventsResponseSchema, type EventWhen, type SportsEvent, type SportsEventsDelta } from '../contracts/exchange.ts';

export interface ListState {
  when: EventWhen;
  version: string;
  rows: Map<string, SportsEvent>;
}

export function newListState(when: EventWhen): ListState {
  return { when, version: '', rows: new Map() };
}

/** The address to poll: the list's own, with the version the poller holds (empty: send everything). */
export function deltaUrl(url: string, state: ListState): string {
  return `${url}${url.includes('?') ? '&' : '?'}since=${encodeURIComponent(state.version)}`;
}

/** Whether a row still belongs to the list the poller asked for (the server also sends rows that left). */
function stays(row: SportsEvent, when: EventWhen): boolean {
  if (row.status === 'closed') return false;
  if (when === 'inplay') return row.status === 'inplay';
  if (when === 'today' || when === 'tomorrow') return row.status === 'upcoming';
  return true;
}

/** What a 200 said: the whole list (the wire's array), or a delta since the version sent. */
export type ListAnswer = { kind: 'whole'; rows: SportsEvent[]; version: string } | { kind: 'delta'; delta: SportsEventsDelta; version: string };

/**
 * Reads one 200 answer. The ETag says what it is: W/"L<version>" the whole list, W/"D<version>" a
 * delta. A feed that does not know `since` answers the whole list with an ETag of its own: taken
 * whole, and the version stays empty. Null: the body breaks the contract.
 */
export function readListAnswer(body: unknown, etag: string | null): ListAnswer | null {
  const tagged = /^W\/"([DL])([A-Za-z0-9_.-]+)"$/.exec(etag ?? '');
  if (tagged?.[1] === 'D') {
    const delta = sportsEventsDeltaSchema.safeParse(body);
    return delta.success ? { kind: 'delta', delta: delta.data, version: tagged[2]! } : null;
  }
  const whole = sportsEventsResponseSchema.safeParse(body);
  return whole.success ? { kind: 'whole', rows: whole.data, version: tagged ? tagged[2]! : '' } : null;
}

/** Takes one answer into the state. */
export function applyListAnswer(state: ListState, answer: ListAnswer): void {
  const rows = answer.kind === 'whole' ? answer.rows : answer.delta.rows;
  if (answer.kind === 'whole') state.rows.clear();
  for (const row of rows) {
    if (stays(row, state.when)) state.rows.set(row.EventId, row);
    else state.rows.delete(row.EventId);
  }
  if (answer.kind === 'delta') {
    const moved = answer.delta.odds;
    for (const [id, row] of state.rows) if (moved[row.MarketId]) state.rows.set(id, { ...row, odds: moved[row.MarketId] });
  }
  state.version = answer.version;
}
