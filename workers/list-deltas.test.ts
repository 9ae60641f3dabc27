// The in-play list polled as deltas: the poller asks with the version it holds, merges the rows that
// changed, drops rows that left the list, and still works with a feed that ignores ?since=.
import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '../contracts/exchange.ts';
import { createOddsPoller, LIST_POLL_EVERY_TICKS, type FeedMessage } from './odds-poller.ts';
import { priceKey } from './feed-keys.ts';
import { applyListAnswer, deltaUrl, newListState, readListAnswer } from './list-deltas.ts';

function row(id: string, status: SportsEvent['status'], back = 2): SportsEvent {
  return {
    EventId: id,
    MarketId: `1.${id}`,
    Event: `Team ${id} v Other`,
    Fancy: true,
    Bookmaker: true,
    inplay: status === 'inplay',
    sport: 'cricket',
    competition: 'BPL',
    openDate: '2026-11-23T10:00:00Z',
    status,
    runners: ['A', 'B'],
    odds: {
      status: 'OPEN',
      runners: [
        { selectionId: 1, back: { price: back, size: 100 }, lay: null },
        { selectionId: 2, back: null, lay: null },
      ],
    },
  };
}

describe('merging list deltas', () => {
  it('takes a whole list, then merges a delta of rows and prices, dropping rows that closed or left the in-play list', () => {
    const state = newListState('inplay');
    expect(deltaUrl('/api/sports-events/cricket?when=inplay', state)).toBe('/api/sports-events/cricket?when=inplay&since=');
    applyListAnswer(state, readListAnswer([row('a', 'inplay'), row('b', 'inplay'), row('c', 'inplay')], 'W/"Labc.7"')!);
    expect([...state.rows.keys()]).toEqual(['a', 'b', 'c']);
    expect(state.version).toBe('abc.7');
    const delta = { rows: [row('b', 'closed'), row('d', 'inplay'), row('e', 'upcoming')], odds: { '1.a': row('a', 'inplay', 3).odds! } };
    applyListAnswer(state, readListAnswer(delta, 'W/"Dabc.9"')!);
    expect([...state.rows.keys()].sort()).toEqual(['a', 'c', 'd']);
    expect(state.rows.get('a')!.odds!.runners[0]!.back!.price).toBe(3);
    expect(state.version).toBe('abc.9');
    expect(deltaUrl('/api/sports-events/cricket?when=inplay', state)).toBe('/api/sports-events/cricket?when=inplay&since=abc.9');
  });

  it('replaces everything on a whole-list answer, and treats an answer without a version tag as whole', () => {
    const state = newListState('all');
    applyListAnswer(state, readListAnswer([row('a', 'inplay'), row('b', 'upcoming')], 'W/"Lx.1"')!);
    applyListAnswer(state, readListAnswer([row('c', 'upcoming')], 'W/"Lx.5"')!);
    expect([...state.rows.keys()]).toEqual(['c']);
    applyListAnswer(state, readListAnswer([row('d', 'upcoming')], '"some-other-feed-etag"')!);
    expect([...state.rows.keys()]).toEqual(['d']);
    expect(state.version).toBe('');
  });

  it('refuses a delta or a list that breaks the contract, so the poll counts as failed', () => {
    expect(readListAnswer([{ EventId: 1 }], 'W/"Lx.1"')).toBeNull();
    expect(readListAnswer([row('a', 'inplay')], 'W/"Dx.2"')).toBeNull();
  });
});

describe('the poller over list deltas', () => {
  it("sends only the changed price cells to the screen when a delta carries one market's prices", async () => {
    const answers = [
      { body: [row('a', 'inplay'), row('b', 'inplay')], etag: 'W/"Lv.1"' },
      { body: { rows: [], odds: { '1.b': row('b', 'inplay', 5).odds } }, etag: 'W/"Dv.2"' },
      { body: null, etag: 'W/"Dv.2"' },
    ];
    const urls: string[] = [];
    const messages: FeedMessage[] = [];
    const poller = createOddsPoller({
      baseUrl: '',
      now: () => 1000,
      fetch: async (url) => {
        urls.push(url);
        const a = answers.shift()!;
        return a.body ? new Response(JSON.stringify(a.body), { status: 200, headers: { etag: a.etag } }) : new Response(null, { status: 304 });
      },
    });
    poller.setListener((m) => messages.push(m));
    poller.subscribeSports(['cricket'], 'inplay');
    // A list with prices is polled every LIST_POLL_EVERY_TICKS ticks: three polls take seven ticks.
    for (let i = 0; i < 2 * LIST_POLL_EVERY_TICKS + 1; i++) await poller.tick();
    expect(urls).toEqual([
      '/api/sports-events/cricket?when=inplay&since=',
      '/api/sports-events/cricket?when=inplay&since=v.1',
      '/api/sports-events/cricket?when=inplay&since=v.2',
    ]);
    expect(messages.map((m) => m.kind)).toEqual(['image', 'diff']);
    const diff = messages[1]!.kind === 'diff' ? messages[1]!.diff : null;
    expect([...Object.keys(diff!.added), ...Object.keys(diff!.updated)]).toEqual([priceKey('1.b', 1, 'b', 0)]);
    expect(diff!.removed).toEqual([]);
  });
});
