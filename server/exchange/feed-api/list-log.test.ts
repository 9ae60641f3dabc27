// The list as versions: a poller at version k gets only what changed since k, and
// merging those deltas gives exactly the whole list the server would send at the new version.
import { describe, expect, it } from 'vitest';
import type { SportsEvent } from '../../../contracts/exchange.ts';
import { applyListAnswer, newListState, readListAnswer, type ListState } from '../../../workers/list-deltas.ts';
import { sportsEvents } from './answer-bodies.ts';
import { ListLog, type ListSlice } from './list-log.ts';

/** Takes a slice the way the engine does: the body and ETag as the route sends them. */
function take(state: ListState, slice: ListSlice) {
  const body = slice.delta ? { rows: slice.rows, odds: slice.odds } : slice.rows;
  const read = readListAnswer(JSON.parse(JSON.stringify(body)), `W/"${slice.delta ? 'D' : 'L'}${slice.version}"`);
  expect(read).not.toBeNull();
  applyListAnswer(state, read!);
}
import { ExchangeSimulator } from '../source/simulator/simulator.ts';

const START = Date.UTC(2026, 10, 23, 8, 0, 0);
const keyOf = (sim: ExchangeSimulator, withOdds = true) => sim.listKey('cricket', withOdds);
const byId = (rows: SportsEvent[]) => new Map(rows.map((r) => [r.EventId, r]));

describe('the list log', () => {
  it('answers an unknown or empty version with the whole list of the tab, tagged as whole', () => {
    const sim = new ExchangeSimulator({ seed: 11, startMs: START });
    const log = new ListLog('cricket', true);
    log.refresh(sim, keyOf(sim));
    for (const since of [undefined, '', 'elsewhere.3', `${log.version()}9`]) {
      const slice = log.slice(since, 'inplay');
      expect(slice.delta).toBe(false);
      expect(slice.rows).toEqual(sportsEvents(sim, 'cricket', 'inplay', true));
    }
  });

  it('answers a known version with moved prices by market and few whole rows, and the merged deltas equal the whole list, over a simulated minute', () => {
    const sim = new ExchangeSimulator({ seed: 11, startMs: START, ballMs: 5000 });
    const log = new ListLog('cricket', true);
    log.refresh(sim, keyOf(sim));
    const state = newListState('inplay');
    take(state, log.slice('', 'inplay'));
    let deltaRows = 0;
    let pricesOnly = 0;
    let wholeRows = 0;
    for (let t = 0; t < 60_000; t += 300) {
      sim.advance(300);
      log.refresh(sim, keyOf(sim));
      const slice = log.slice(state.version, 'inplay');
      expect(slice.delta).toBe(true);
      take(state, slice);
      const whole = sportsEvents(sim, 'cricket', 'inplay', true);
      expect(byId([...state.rows.values()])).toEqual(byId(whole));
      deltaRows += slice.rows.length;
      pricesOnly += Object.keys(slice.odds).length;
      wholeRows += whole.length;
    }
    expect(wholeRows).toBeGreaterThan(0);
    expect(deltaRows).toBeLessThan(wholeRows / 10);
    expect(pricesOnly).toBeGreaterThan(deltaRows);
  });

  it('sends an event that left the feed once more as closed, so the poller drops it', () => {
    const sim = new ExchangeSimulator({ seed: 3, startMs: START, ballMs: 1000 });
    const log = new ListLog('cricket', false);
    log.refresh(sim, keyOf(sim, false));
    const state = newListState('all');
    take(state, log.slice('', 'all'));
    const before = new Set(state.rows.keys());
    let closedSeen = 0;
    for (let t = 0; t < 6 * 3_600_000 && closedSeen === 0; t += 60_000) {
      sim.advance(60_000);
      log.refresh(sim, keyOf(sim, false));
      const slice = log.slice(state.version, 'all');
      closedSeen += slice.rows.filter((r) => r.status === 'closed' && before.has(r.EventId)).length;
      take(state, slice);
      expect(byId([...state.rows.values()])).toEqual(byId(sportsEvents(sim, 'cricket', 'all', false)));
    }
    expect(closedSeen).toBeGreaterThan(0);
  });
});
