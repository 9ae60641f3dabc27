// The site's public lookups written into every page (server/pages/site-lookups-block.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { SITE_ANSWERS_ID, SITE_ANSWERS_WAIT_MS, siteAnswersBlock } from './site-lookups-block.ts';
import { siteContentCacheFor } from '../services/site-content-cache.ts';
import { mountClient } from './client-files.ts';

const BLOCK = new RegExp(`<script type="application/json" id="${SITE_ANSWERS_ID}">(.*?)</script>`);
const blockJson = (html: string) => JSON.parse(BLOCK.exec(html)![1]!) as Record<string, unknown>;
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('the site answers block', () => {
  it('carries each lookup as the API answers it, and escapes every < an operator wrote', async () => {
    const asked: string[] = [];
    const block = await siteAnswersBlock(async (path) => {
      asked.push(path);
      return json(path === '/api/general' ? { site_title: '</script><script>alert(1)</script>' } : { path });
    });
    expect(asked.sort()).toEqual(['/api/games/categories', '/api/general', '/api/logo', '/api/sociallink']);
    asked.length = 0;
    await siteAnswersBlock(async (path) => {
      asked.push(path);
      return json({ path });
    }, '/');
    expect(asked.sort()).toEqual(['/api/games/categories', '/api/general', '/api/logo', '/api/sliders', '/api/sociallink']);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(blockJson(block)).toEqual({
      logo: { path: '/api/logo' },
      general: { site_title: '</script><script>alert(1)</script>' },
      sociallink: { path: '/api/sociallink' },
      gameCategories: { path: '/api/games/categories' },
    });
  });

  it('leaves out a lookup that failed or was slow, and writes nothing when none answered', async () => {
    const block = await siteAnswersBlock(async (path) => {
      if (path === '/api/logo') return new Response('{"message":"down"}', { status: 500, headers: { 'content-type': 'application/json' } });
      if (path === '/api/general') return new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), SITE_ANSWERS_WAIT_MS + 200));
      return json({ telegram: 't' });
    });
    expect(blockJson(block)).toEqual({ sociallink: { telegram: 't' }, gameCategories: { telegram: 't' } });
    expect(await siteAnswersBlock(async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }))).toBe('');
  });
});

describe('every page the server sends', () => {
  let t: TestApp;
  /** What the pages asked of the API. */
  const asked: string[] = [];
  const page = async (path: string) => (await t.app.request(path, { headers: { 'accept-encoding': 'identity' } })).text();
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'chakka-site-answers-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify({ '/': { scripts: [], styles: [] }, '/deposit': { scripts: [], styles: [] } }));
    mountClient(t.app, dist, {
      feed: async (path) => {
        asked.push(path);
        return t.app.request(path, { headers: { accept: 'application/json' } });
      },
    });
  });

  it('carries the logo, general settings, social links and game categories the API answers on every page, and the sliders on the home only', async () => {
    const api = async (path: string) => (await t.app.request(path)).json();
    const expected = {
      logo: await api('/api/logo'),
      general: await api('/api/general'),
      sociallink: await api('/api/sociallink'),
      gameCategories: await api('/api/games/categories'),
    };
    expect(blockJson(await page('/deposit'))).toEqual(expected);
    const sliders = await api('/api/sliders');
    expect((sliders as { main: unknown[] }).main.length).toBeGreaterThan(0);
    expect(blockJson(await page('/'))).toEqual({ ...expected, sliders });
  });

  it("writes an operator's change of the sliders into the next home page once the database announces it", async () => {
    await vi.waitFor(() => expect(siteContentCacheFor(t.deps.database).trusted).toBe(true));
    await page('/');
    await t.deps.database.execRaw(`UPDATE sliders SET name = 'Renamed banner' WHERE slider_type = 'Main'`);
    await vi.waitFor(async () => {
      const { main } = blockJson(await page('/')).sliders as { main: { name: string }[] };
      expect(main[0]!.name).toBe('Renamed banner');
    });
  });

  it('asks the lookups once for many pages, and writes a change of the settings into the next pages once the database announces it', async () => {
    await vi.waitFor(() => expect(siteContentCacheFor(t.deps.database).trusted).toBe(true));
    // The home's block (with its sliders) and every other page's are kept apart: one ask each.
    await page('/');
    await page('/deposit');
    const before = asked.filter((p) => p === '/api/general').length;
    for (const path of ['/', '/deposit', '/login']) await page(path);
    expect(asked.filter((p) => p === '/api/general').length).toBe(before);
    // By hand, as another process or an operator's SQL would: only the database's announcement tells this process.
    await t.deps.database.execRaw(
      `INSERT INTO site_settings (key, value) VALUES ('site_title', '"Retitled"'::jsonb) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    );
    await vi.waitFor(async () => expect((blockJson(await page('/deposit')).general as { site_title: string }).site_title).toBe('Retitled'));
    expect(asked.filter((p) => p === '/api/general').length).toBe(before + 1);
  });
});
