// The limit primitives, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL, where the bursts truly overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { rateLimitCounters, rateLimitGates } from '../db/schema/index.ts';
import { createTestDatabase } from '../../tests/helpers/test-db.ts';
import { clearWindow, passGate, peek, pruneExpired, release, reopenGate, take } from './rate-limits.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const key = (label: string) => `${label}:${randomBytes(4).toString('hex')}`;
const at = (iso: string) => new Date(iso);
const burst = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

describe('take: a counter per key and fixed window', () => {
  it('counts up to the limit, refuses the next with the time left in the window, and starts again in the next window', async () => {
    const spec = { key: key('t'), windowMs: 60_000, limit: 3 };
    const now = at('2026-03-01T10:00:15Z');
    const hits = [];
    for (let i = 0; i < 4; i += 1) hits.push(await take(database.db, spec, now));
    expect(hits.map((h) => (h.allowed ? h.hits : 'refused'))).toEqual([1, 2, 3, 'refused']);
    expect(hits[3]).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(await peek(database.db, spec, now)).toBe(3);
    expect(await take(database.db, spec, at('2026-03-01T10:01:00Z'))).toMatchObject({ allowed: true, hits: 1 });
  });

  it('a limit of Infinity counts without refusing, and a limit of 0 refuses without counting', async () => {
    const spec = { key: key('inf'), windowMs: 60_000 };
    const now = at('2026-03-01T10:00:00Z');
    for (let i = 0; i < 7; i += 1) await take(database.db, { ...spec, limit: Infinity }, now);
    expect(await take(database.db, { ...spec, limit: Infinity }, now)).toMatchObject({ allowed: true, hits: 8 });
    expect((await take(database.db, { ...spec, limit: 0 }, now)).allowed).toBe(false);
    expect(await peek(database.db, spec, now)).toBe(8);
  });

  it('50 concurrent takes against a limit of 5 let exactly 5 through', async () => {
    const spec = { key: key('burst'), windowMs: 60_000, limit: 5 };
    const now = at('2026-03-01T11:00:00Z');
    const results = await burst(50, () => take(database.db, spec, now));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await peek(database.db, spec, now)).toBe(5);
  });

  it('release gives one hit back (never below zero) and clearWindow empties the window', async () => {
    const spec = { key: key('rel'), windowMs: 60_000, limit: 2 };
    const now = at('2026-03-01T12:00:00Z');
    const first = await take(database.db, spec, now);
    await take(database.db, spec, now);
    expect((await take(database.db, spec, now)).allowed).toBe(false);
    if (!first.allowed) throw new Error('first take refused');
    await release(database.db, first.reservation);
    expect((await take(database.db, spec, now)).allowed).toBe(true);
    await clearWindow(database.db, first.reservation);
    await release(database.db, first.reservation);
    expect(await peek(database.db, spec, now)).toBe(0);
  });

  it('30 concurrent take-then-release pairs leave the counter where it started', async () => {
    const spec = { key: key('pairs'), windowMs: 60_000, limit: Infinity };
    const now = at('2026-03-01T12:30:00Z');
    await take(database.db, spec, now);
    await burst(30, async () => {
      const r = await take(database.db, spec, now);
      if (r.allowed) await release(database.db, r.reservation);
    });
    expect(await peek(database.db, spec, now)).toBe(1);
  });
});

describe('passGate: one pass per gap', () => {
  it('passes once, refuses inside the gap with the time left, and passes again after it', async () => {
    const spec = { key: key('g'), gapMs: 60_000 };
    expect((await passGate(database.db, spec, at('2026-03-01T10:00:00Z'))).passed).toBe(true);
    expect(await passGate(database.db, spec, at('2026-03-01T10:00:20Z'))).toEqual({ passed: false, retryAfterMs: 40_000 });
    expect((await passGate(database.db, spec, at('2026-03-01T10:01:00Z'))).passed).toBe(true);
  });

  it('20 concurrent passes at one gate let exactly one through', async () => {
    const spec = { key: key('gburst'), gapMs: 60_000 };
    const now = at('2026-03-01T10:00:00Z');
    const results = await burst(20, () => passGate(database.db, spec, now));
    expect(results.filter((r) => r.passed)).toHaveLength(1);
  });

  it('reopenGate undoes its own pass, but not a later one', async () => {
    const spec = { key: key('reopen'), gapMs: 60_000 };
    const first = at('2026-03-01T10:00:00Z');
    await passGate(database.db, spec, first);
    await reopenGate(database.db, spec.key, first);
    const second = at('2026-03-01T10:00:05Z');
    expect((await passGate(database.db, spec, second)).passed).toBe(true);
    await reopenGate(database.db, spec.key, first);
    expect((await passGate(database.db, spec, at('2026-03-01T10:00:10Z'))).passed).toBe(false);
  });
});

describe('pruneExpired', () => {
  it('removes only the counters and gates whose time is over', async () => {
    const oldKey = key('old');
    const liveKey = key('live');
    await take(database.db, { key: oldKey, windowMs: 60_000, limit: 9 }, at('2020-01-01T00:00:00Z'));
    await passGate(database.db, { key: oldKey, gapMs: 60_000 }, at('2020-01-01T00:00:00Z'));
    await take(database.db, { key: liveKey, windowMs: 3_600_000, limit: 9 }, at('2030-01-01T00:00:00Z'));
    await passGate(database.db, { key: liveKey, gapMs: 60_000 }, at('2030-01-01T00:00:00Z'));
    expect(await pruneExpired(database.db, at('2026-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(2);
    const keys = async (table: typeof rateLimitCounters | typeof rateLimitGates) =>
      (await database.db.select({ key: table.key }).from(table)).map((r) => r.key);
    expect(await keys(rateLimitCounters)).toContain(liveKey);
    expect(await keys(rateLimitCounters)).not.toContain(oldKey);
    expect(await keys(rateLimitGates)).toContain(liveKey);
    expect(await keys(rateLimitGates)).not.toContain(oldKey);
  });
});
