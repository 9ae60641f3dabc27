import { describe, expect, it } from 'vitest';
import { eventAnswer, matchOdds, sportsEvents } from '../../feed-api/answer-bodies.ts';
import { ExchangeSimulator } from './simulator.ts';
import { simulatorFromSnapshot, snapshotOf } from './simulator-snapshot.ts';

const AFTERNOON = Date.parse('2026-11-23T10:30:00Z'); // 16:30 in Dhaka: all three sports in play
const EVENING = Date.parse('2026-11-23T15:00:00Z'); // 21:00 in Dhaka, three hours before its midnight
const HOUR = 3_600_000;

/** Every answer the feed builds from a simulator, with the versions its ETags and list keys come from. */
function fingerprint(sim: ExchangeSimulator): string {
  const events = [...sim.events.values()].map((ev) => JSON.stringify([matchOdds(ev), eventAnswer(ev), ev.marketVersion, ev.eventVersion]));
  const lists = (['cricket', 'soccer', 'tennis'] as const).map((sport) => JSON.stringify([sportsEvents(sim, sport, 'inplay'), sim.listKey(sport, true)]));
  return [...events, ...lists, String(sim.now)].join('\n');
}

/** Takes money from the first open in-play market's best back price, as a matched bet does. */
function betOn(sim: ExchangeSimulator): boolean {
  const ev = [...sim.events.values()].find((e) => e.status === 'inplay' && e.depth[0]?.back[0]);
  const best = ev?.depth[0]?.back[0];
  return !!ev && !!best && sim.consume(ev, 0, 'back', [{ price: best.price, poisha: Math.min(100, best.size * 100) }]);
}

describe('a simulator snapshot', () => {
  it('restores a simulator that moves on exactly as the original: the same answers, versions and list keys hours later', () => {
    const original = new ExchangeSimulator({ seed: 11, startMs: EVENING });
    original.advance(HOUR + 1234); // a remainder under one step is part of the state too
    expect(betOn(original)).toBe(true);
    const restored = simulatorFromSnapshot(snapshotOf(original));
    expect(fingerprint(restored)).toBe(fingerprint(original));
    // On through settlements, new fixtures and a Dhaka midnight, with a bet on both in between.
    for (const sim of [original, restored]) {
      sim.advance(HOUR);
      expect(betOn(sim)).toBe(true);
      sim.advance(1.5 * HOUR + 250);
    }
    expect(restored.events.size).toBeGreaterThan(20);
    expect(fingerprint(restored)).toBe(fingerprint(original));
    expect(snapshotOf(restored)).toBe(snapshotOf(original));
  });

  it('is taken at once: steps after it do not change the text', () => {
    const sim = new ExchangeSimulator({ seed: 3, startMs: AFTERNOON });
    const text = snapshotOf(sim);
    sim.advance(HOUR);
    expect(simulatorFromSnapshot(text).now).toBe(AFTERNOON);
    expect(snapshotOf(simulatorFromSnapshot(text))).toBe(text);
  });

  it('refuses a snapshot of a version it does not know', () => {
    const text = snapshotOf(new ExchangeSimulator({ seed: 3, startMs: AFTERNOON })).replace('"version":1', '"version":2');
    expect(() => simulatorFromSnapshot(text)).toThrow(/version 2/);
  });
});
