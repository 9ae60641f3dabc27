// The feed's first answers written into a data screen's page (docs/decisions/0141).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { FIRST_ANSWERS_ID, firstAnswerPaths, firstAnswersBlock } from './exchange-feed-block.ts';
import { mountClient } from './client-files.ts';

const json = (body: string, etag = 'W/"L7"') => new Response(body, { status: 200, headers: { 'content-type': 'application/json', etag } });
const blockJson = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(html)![1]!);

describe('which answers a page carries', () => {
  it('carries the three in-play lists on /exchange-inplay, the market and event on /odds-view, and nothing elsewhere', () => {
    expect(firstAnswerPaths('/exchange-inplay', new URLSearchParams())).toEqual([
      '/api/sports-events/cricket?when=inplay',
      '/api/sports-events/soccer?when=inplay',
      '/api/sports-events/tennis?when=inplay',
    ]);
    expect(firstAnswerPaths('/odds-view', new URLSearchParams('eventId=e9&marketId=1.23'))).toEqual([
      '/api/match-odds/1.23',
      '/api/event/e9',
      '/api/score/board/e9',
      '/live-score/e9/state',
    ]);
    // The house score board's words in the page's language (the lang cookie).
    expect(firstAnswerPaths('/odds-view', new URLSearchParams('eventId=e9&marketId=1.23'), 'bn').at(-1)).toBe('/live-score/e9/state?lang=bn');
    expect(firstAnswerPaths('/odds-view', new URLSearchParams('eventId=../../api/balance&marketId=1.2'))).toEqual(['/api/match-odds/1.2']);
    expect(firstAnswerPaths('/deposit', new URLSearchParams())).toEqual([]);
  });

  it('carries the three sports lists without prices on /exchange-sports, asked as the screen asks them (no delta)', async () => {
    const paths = ['/api/sports-events/cricket?odds=none', '/api/sports-events/soccer?odds=none', '/api/sports-events/tennis?odds=none'];
    expect(firstAnswerPaths('/exchange-sports', new URLSearchParams())).toEqual(paths);
    const asked: string[] = [];
    const block = await firstAnswersBlock('/exchange-sports', new URLSearchParams(), async (path) => {
      asked.push(path);
      return json('[]');
    });
    expect(asked).toEqual(paths.map((p) => `/exchange-api${p}`));
    expect(Object.keys(blockJson(block))).toEqual(paths);
  });

  it('escapes every < so an event name cannot end the block, and the block still reads back as the same data', async () => {
    const block = await firstAnswersBlock('/odds-view', new URLSearchParams('eventId=e1&marketId=1.1'), async (path) =>
      json(JSON.stringify({ name: `</script><script>alert(1)</script> ${path}` })),
    );
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<script>');
    expect(blockJson(block)['/api/match-odds/1.1']).toEqual({
      etag: 'W/"L7"',
      body: { name: '</script><script>alert(1)</script> /exchange-api/api/match-odds/1.1' },
    });
  });

  it('leaves out an answer that is not a 200 of JSON, and writes no block when none is left', async () => {
    const block = await firstAnswersBlock('/odds-view', new URLSearchParams('eventId=e1&marketId=1.1'), async (path) =>
      path.includes('match-odds')
        ? new Response('{"message":"Market not found."}', { status: 404, headers: { 'content-type': 'application/json' } })
        : json('{"data":1}', '"e1"'),
    );
    expect(Object.keys(blockJson(block))).toEqual(['/api/event/e1', '/api/score/board/e1', '/live-score/e1/state']);
    expect(
      await firstAnswersBlock('/odds-view', new URLSearchParams('eventId=e1'), async () => {
        throw new Error('feed down');
      }),
    ).toBe('');
  });

  it('carries a text answer (the score board) as a JSON string, and leaves out any other kind', async () => {
    const block = await firstAnswersBlock('/odds-view', new URLSearchParams('eventId=e1'), async (path) =>
      path.includes('/score/board/')
        ? new Response('<iframe src="/exchange-api/live-score/e1"></iframe>', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } })
        : new Response('<p>a page</p>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(blockJson(block)).toEqual({ '/api/score/board/e1': { etag: null, body: '<iframe src="/exchange-api/live-score/e1"></iframe>' } });
  });

  it('does not hold the page back when the feed is slow', async () => {
    const started = Date.now();
    expect(await firstAnswersBlock('/exchange-inplay', new URLSearchParams(), () => new Promise(() => {}))).toBe('');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the in-play page as the server sends it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = mkdtempSync(join(tmpdir(), 'chakka-answers-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    writeFileSync(
      join(dist, 'first-paint.json'),
      JSON.stringify({ '/exchange-inplay': { scripts: [], styles: [] }, '/odds-view': { scripts: [], styles: [] }, '/login': { scripts: [], styles: [] } }),
    );
    mountClient(t.app, dist, { feed: (path) => t.app.request(path, { headers: { accept: 'application/json' } }) });
  });

  it("carries the feed's own in-play lists with their ETags, as a browser asking the feed would get them", async () => {
    const page = await (await t.app.request('/exchange-inplay')).text();
    const answers = blockJson(page);
    expect(Object.keys(answers)).toHaveLength(3);
    for (const [path, answer] of Object.entries(answers) as [string, { etag: string; body: unknown }][]) {
      // The engine's own first poll of a list: `since=` with no version yet.
      const direct = await t.app.request(`/exchange-api${path}&since=`, { headers: { accept: 'application/json' } });
      expect(answer.etag).toBe(direct.headers.get('etag'));
      expect(answer.etag).toMatch(/^W\/"L/);
      expect(answer.body).toEqual(await direct.json());
    }
  });

  it("carries the odds view's score board and the house board's words in the page's language", async () => {
    const [event] = (await (await t.app.request('/exchange-api/api/sports-events/cricket?when=inplay')).json()) as { EventId: string; MarketId: string }[];
    const url = `/odds-view?eventId=${event!.EventId}&marketId=${event!.MarketId}`;
    const answers = blockJson(await (await t.app.request(url, { headers: { cookie: 'lang=bn' } })).text());
    expect(answers[`/api/score/board/${event!.EventId}`].body).toContain(`/live-score/${event!.EventId}`);
    const words = answers[`/live-score/${event!.EventId}/state?lang=bn`].body;
    expect(words).toEqual(await (await t.app.request(`/exchange-api/live-score/${event!.EventId}/state?lang=bn`)).json());
    expect(words.status).toBe('ইন-প্লে');
  });

  it('sends the log-in page without any feed data', async () => {
    expect(await (await t.app.request('/login')).text()).not.toContain(FIRST_ANSWERS_ID);
  });
});
