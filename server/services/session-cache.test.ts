// The in-memory session cache never serves a session the database has ended: a revocation by this
// process is refused at once, one made by any other code or process (a plain UPDATE here) as soon as
// the database's notification arrives, and a look-up that raced a revocation keeps nothing.
// Runs on PostgreSQL too when TEST_DATABASE_URL is set (the notification then comes over another connection).
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, type TestPlayer } from '../../tests/helpers/players.ts';
import { SessionCache, sessionCacheFor, type CachedSession } from './session-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const balance = (p: TestPlayer) => t.call('POST', '/api/balance', { token: p.token });
const cache = () => sessionCacheFor(t.deps.database);
const cachedIds = () => {
  const seen: number[] = [];
  for (const p of [...(cache() as unknown as { entries: Map<string, CachedSession> }).entries.values()]) seen.push(p.sessionId);
  return seen;
};

/** A player whose session this process holds in memory (one call to warm it). */
async function cachedPlayer() {
  const p = await createPlayer(t);
  expect((await balance(p)).status).toBe(200);
  await vi.waitFor(() => expect(cache().trusted).toBe(true));
  expect((await balance(p)).status).toBe(200);
  const result = await t.deps.database.db.execute(sql`SELECT id, user_id FROM sessions WHERE user_id = ${Number(p.remote_id)}`);
  const [row] = (result as unknown as { rows: { id: number; user_id: number }[] }).rows;
  expect(cachedIds()).toContain(Number(row!.id));
  return { p, sessionId: Number(row!.id), userId: Number(row!.user_id) };
}

describe('the session cache', () => {
  it('answers a known fresh session from memory, without looking its token up in the database again', async () => {
    const { p, sessionId } = await cachedPlayer();
    // Hide the token from the database (a column no trigger announces): only memory can still know it.
    await t.deps.database.execRaw(`UPDATE sessions SET token_hash = 'hidden-' || token_hash WHERE id = ${sessionId}`);
    expect((await balance(p)).status).toBe(200);
    expect((await balance(p)).status).toBe(200);
    await t.deps.database.execRaw(`UPDATE sessions SET token_hash = substr(token_hash, 8) WHERE id = ${sessionId}`);
  });

  it('refuses a token at once after log-out, even though it was answered from memory a moment before', async () => {
    const { p, sessionId } = await cachedPlayer();
    expect((await t.call('POST', '/api/logout', { token: p.token })).status).toBe(200);
    expect(cachedIds()).not.toContain(sessionId);
    expect((await balance(p)).status).toBe(401);
  });

  it('refuses a session revoked by a plain UPDATE (another process, an operator) once the database announces it', async () => {
    const { p, sessionId } = await cachedPlayer();
    await t.deps.database.execRaw(`UPDATE sessions SET revoked_at = now() WHERE id = ${sessionId}`);
    await vi.waitFor(() => expect(cachedIds()).not.toContain(sessionId));
    expect((await balance(p)).status).toBe(401);
    expect((await balance(p)).status).toBe(401);
  });

  it('refuses every session of a player whose account is suspended, and of one deleted', async () => {
    const one = await cachedPlayer();
    await t.deps.database.execRaw(`UPDATE users SET status = 'suspended' WHERE id = ${one.userId}`);
    await vi.waitFor(() => expect(cachedIds()).not.toContain(one.sessionId));
    expect((await balance(one.p)).status).toBe(401);
    const two = await cachedPlayer();
    await t.deps.database.execRaw(`DELETE FROM sessions WHERE id = ${two.sessionId}`);
    await vi.waitFor(() => expect(cachedIds()).not.toContain(two.sessionId));
    expect((await balance(two.p)).status).toBe(401);
  });

  it('ends the other sessions at once on a password change, and keeps the one that changed it', async () => {
    const first = await cachedPlayer();
    const login = await t.call('POST', '/api/login', { body: { username: first.p.username, password: first.p.password } });
    const other = { ...first.p, token: login.body.token as string };
    expect((await balance(other)).status).toBe(200);
    expect((await balance(other)).status).toBe(200);
    const changed = await t.call('POST', '/api/user-pwd', {
      token: first.p.token,
      body: { old_password: first.p.password, new_password: 'Another123', new_password_confirmation: 'Another123' },
    });
    expect(changed.status).toBe(200);
    expect((await balance(other)).status).toBe(401);
    expect((await balance(first.p)).status).toBe(200);
  });
});

describe('SessionCache', () => {
  const entry = (sessionId: number, userId = 1): CachedSession => ({
    sessionId,
    userId,
    username: 'x',
    role: 'player',
    staffRole: null,
    status: 'active',
    createdAt: new Date(),
    lastSeenAt: new Date(),
  });

  it('keeps nothing that a look-up read before a revocation it raced with', () => {
    const c = new SessionCache();
    c.setLive(true);
    const mark = c.mark();
    c.forgetSession(7);
    c.put('hash', entry(7), mark);
    expect(c.size).toBe(0);
    c.put('hash', entry(7), c.mark());
    expect(c.size).toBe(1);
  });

  it('serves and keeps nothing while notifications could be missed, and forgets all when listening again', () => {
    const c = new SessionCache();
    c.put('a', entry(1), c.mark());
    expect(c.size).toBe(0);
    c.setLive(true);
    c.put('a', entry(1), c.mark());
    expect(c.get('a')?.sessionId).toBe(1);
    c.setLive(false);
    expect(c.get('a')).toBeUndefined();
    c.setLive(true);
    expect(c.size).toBe(0);
  });

  it('forgets by session, by user, and everything on a payload it does not know; keeps at most its maximum', () => {
    const c = new SessionCache(3);
    c.setLive(true);
    c.put('a', entry(1, 10), c.mark());
    c.put('b', entry(2, 10), c.mark());
    c.put('c', entry(3, 11), c.mark());
    c.put('d', entry(4, 12), c.mark());
    expect(c.size).toBe(3);
    expect(c.get('a')).toBeUndefined();
    c.hear('user:10');
    expect([c.get('b'), c.get('c')?.sessionId]).toEqual([undefined, 3]);
    c.hear('session:3');
    expect(c.get('c')).toBeUndefined();
    c.put('e', entry(5), c.mark());
    c.hear('something else');
    expect(c.size).toBe(0);
  });
});
