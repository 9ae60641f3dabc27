// The site's public lookups written into every page (server/site-answers.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../tests/helpers/test-app.ts';
import { SITE_ANSWERS_ID, SITE_ANSWERS_WAIT_MS, siteAnswersBlock } from './site-answers.ts';
import { mountClient } from './static.ts';

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
    expect(asked.sort()).toEqual(['/api/general', '/api/logo', '/api/sociallink']);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(blockJson(block)).toEqual({
      logo: { path: '/api/logo' },
      general: { site_title: '</script><script>alert(1)</script>' },
      sociallink: { path: '/api/sociallink' },
    });
  });

  it('leaves out a lookup that failed or was slow, and writes nothing when none answered', async () => {
    const block = await siteAnswersBlock(async (path) => {
      if (path === '/api/logo') return new Response('{"message":"down"}', { status: 500, headers: { 'content-type': 'application/json' } });
      if (path === '/api/general') return new Promise<Response>((resolve) => setTimeout(() => resolve(json({})), SITE_ANSWERS_WAIT_MS + 200));
      return json({ telegram: 't' });
    });
    expect(blockJson(block)).toEqual({ sociallink: { telegram: 't' } });
    expect(await siteAnswersBlock(async () => new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }))).toBe('');
  });
});

describe('every page the server sends', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'chakka-site-answers-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(join(dist, 'first-paint.json'), JSON.stringify({ '/': { scripts: [], styles: [] }, '/deposit': { scripts: [], styles: [] } }));
    mountClient(t.app, dist, { feed: async (path) => t.app.request(path, { headers: { accept: 'application/json' } }) });
  });

  it('carries the logo, general settings and social links the API answers, on the home and on a player’s screen', async () => {
    const api = async (path: string) => (await t.app.request(path)).json();
    const expected = { logo: await api('/api/logo'), general: await api('/api/general'), sociallink: await api('/api/sociallink') };
    for (const path of ['/', '/deposit']) {
      const page = await (await t.app.request(path, { headers: { 'accept-encoding': 'identity' } })).text();
      expect(blockJson(page), path).toEqual(expected);
    }
  });
});
