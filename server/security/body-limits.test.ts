// Request bodies are capped before anything reads them (docs/decisions/0012): an uncapped body is parsed
// in full, and a few at once cost the server hundreds of megabytes. The bodies here count the bytes
// the server pulls from them, so "refused without being read" is measured, not assumed.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer } from '../../tests/helpers/players.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { JSON_BODY_MAX_BYTES } from '../middleware/body-limits.ts';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes of JSON whitespace that records how much of it was pulled. */
function countingBody(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(CHUNK).fill(0x20);
  // highWaterMark 0: nothing is pulled until someone reads.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(ctrl) {
        if (counter.pulled >= total) {
          ctrl.close();
          return;
        }
        counter.pulled += chunk.length;
        ctrl.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createPlayer(t)).token;
});

async function send(method: string, path: string, total: number, opts: { declared: boolean; type?: string; token?: string }) {
  const { stream, counter } = countingBody(total);
  const headers: Record<string, string> = { 'content-type': opts.type ?? 'application/json' };
  if (opts.declared) headers['content-length'] = String(total);
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await t.app.request(path, { method, headers, body: stream, duplex: 'half' } as RequestInit);
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, pulled: counter.pulled };
}

const TOO_LARGE = { message: MESSAGES.requestTooLarge.replace('{max}', '64'), code: 'requestTooLarge', vars: { max: '64' } };

describe('request body caps', () => {
  it('refuses a declared 20 MB JSON body on every route that takes a body with 413, without reading a byte of it', async () => {
    const routes = [...new Set(t.app.routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method)).map((r) => `${r.method} ${r.path}`))];
    expect(routes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of [...routes, 'POST /exchange-api/api/anything']) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await send(method, path.replace(/:\w+(\{[^}]*\})?/g, '1'), 20 * MB, { declared: true, token });
      if (res.status !== 413 || res.pulled !== 0 || JSON.stringify(res.body) !== JSON.stringify(TOO_LARGE))
        wrong.push(`${route}: ${res.status} pulled ${res.pulled}`);
    }
    expect(wrong).toEqual([]);
  });

  it('stops reading a 20 MB body sent without a length as soon as it passes 64 KB', async () => {
    for (const [path, auth] of [
      ['/api/login', undefined],
      ['/api/submit-withdraw', token],
      ['/api/operator/settings', token],
    ] as const) {
      const res = await send('POST', path, 20 * MB, { declared: false, token: auth });
      expect(res.status, path).toBe(413);
      expect(res.body.code).toBe('requestTooLarge');
      expect(res.pulled, path).toBeLessThanOrEqual(JSON_BODY_MAX_BYTES + CHUNK);
    }
  });

  it('caps a receipt upload at the receipt cap, and a multipart body elsewhere at the JSON cap', async () => {
    const receipt = await send('POST', '/api/submit-deposit', 20 * MB, { declared: true, type: 'multipart/form-data; boundary=x', token });
    expect(receipt).toMatchObject({ status: 413, pulled: 0 });
    expect(receipt.body.message).toBe('The receipt image is too large (at most 5 MB).');
    const elsewhere = await send('POST', '/api/login', 200 * 1024, { declared: true, type: 'multipart/form-data; boundary=x' });
    expect(elsewhere).toMatchObject({ status: 413, pulled: 0 });
    expect(elsewhere.body.code).toBe('requestTooLarge');
  });

  it('still reads a body under the cap', async () => {
    const padded = JSON.stringify({ amount: 0, padding: ' '.repeat(60 * 1024) });
    const res = await t.call('POST', '/api/submit-withdraw', { token, body: padded, headers: { 'Idempotency-Key': 'k1' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('account_number');
  });
});
