// The site's settings and sliders kept in memory are never stale: a change by any other code or process (a
// plain UPDATE here) shows once the database announces it, and the operator's own edit through this process
// shows on the very next call even if no announcement ever came (the triggers switched off to prove it).
// Runs on PostgreSQL too when TEST_DATABASE_URL is set (the notification then comes over another connection).
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { SiteContentCache, siteContentCacheFor } from './site-content-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const cache = () => siteContentCacheFor(t.deps.database);
const title = async () => {
  const res = await t.call('GET', '/api/general');
  expect(res.status).toBe(200);
  return res.body.site_title as string;
};
const setTitleByHand = (value: string) =>
  t.deps.database.execRaw(
    `INSERT INTO site_settings (key, value) VALUES ('site_title', '${JSON.stringify(value)}'::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
  );
const announcing = (on: boolean) => {
  const how = on ? 'ENABLE' : 'DISABLE';
  return t.deps.database.execRaw(
    `ALTER TABLE site_settings ${how} TRIGGER site_settings_content_notify; ALTER TABLE sliders ${how} TRIGGER sliders_content_notify;`,
  );
};

/** The settings held in memory: asked once the cache hears the database, then asked again. */
async function cachedTitle() {
  await vi.waitFor(() => expect(cache().trusted).toBe(true));
  const now = await title();
  expect(await title()).toBe(now);
  return now;
}

describe('the site content cache', () => {
  it('answers the settings from memory while the database announces no change', async () => {
    const before = await cachedTitle();
    // A change nobody announces (the triggers off) shows that only memory is asked: the old title stays.
    await announcing(false);
    try {
      await setTitleByHand('Unannounced');
      expect(await title()).toBe(before);
      cache().forget();
      expect(await title()).toBe('Unannounced');
    } finally {
      await announcing(true);
    }
  });

  it('shows settings and sliders changed by another process or by hand as soon as the database announces them', async () => {
    await cachedTitle();
    await setTitleByHand('Changed by hand');
    await vi.waitFor(async () => expect(await title()).toBe('Changed by hand'));
    const sliders = async () => (await t.call('GET', '/api/sliders')).body.main.map((s: { name: string }) => s.name) as string[];
    const names = await sliders();
    expect(names.length).toBeGreaterThan(0);
    await t.deps.database.execRaw(`UPDATE sliders SET name = 'Renamed by hand' WHERE slider_type = 'Main'`);
    await vi.waitFor(async () => expect(new Set(await sliders())).toEqual(new Set(['Renamed by hand'])));
  });

  it("shows the operator's own edit on the very next call, even with no announcement at all", async () => {
    await cachedTitle();
    const op = await loginOperator(t);
    await announcing(false);
    try {
      const saved = await t.call('PUT', '/api/operator/settings', { token: op, body: { site_title: 'Edited by the operator' } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await title()).toBe('Edited by the operator');
      expect((await t.call('GET', '/api/logo')).status).toBe(200);
    } finally {
      await announcing(true);
    }
  });

  it('keeps nothing read before a change, nothing refused, and serves nothing while it cannot hear the database', async () => {
    const c = new SiteContentCache();
    let reads = 0;
    const read = async () => ++reads;
    // Not live yet: every get reads, nothing is kept.
    expect(await c.get('k', read)).toBe(1);
    expect(await c.get('k', read)).toBe(2);
    c.setLive(true);
    expect(await c.get('k', read)).toBe(3);
    expect(await c.get('k', read)).toBe(3);
    // A change heard while a read was under way: that read is answered, not kept.
    c.forget();
    const racing = c.get('k', async () => {
      c.forget();
      return read();
    });
    expect(await racing).toBe(4);
    expect(await c.get('k', read)).toBe(5);
    expect(await c.get('k', read)).toBe(5);
    // A value `keep` refuses (a page's block without a slow answer) is answered and asked again next time.
    expect(await c.get('partial', read, () => false)).toBe(6);
    expect(await c.get('partial', read, () => false)).toBe(7);
    c.setLive(false);
    expect(await c.get('k', read)).toBe(8);
  });
});
