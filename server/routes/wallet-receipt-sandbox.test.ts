// A file a user uploaded is served sandboxed: a receipt opened directly cannot run as a page, whatever
// its bytes also are (a polyglot PNG that is also HTML), and cannot reach the site's origin.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { depositBody, firstMethodId, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

// A PNG signature followed by a page: the bytes sniff as an image, and a browser that ignored the type would run the script.
const POLYGLOT = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  0,
  0,
  0,
  13,
  73,
  72,
  68,
  82,
  ...new TextEncoder().encode('<html><script>alert(1)</script>'),
]);

describe('user-uploaded files', () => {
  it('serves a deposit receipt with a sandbox policy and nosniff', async () => {
    const p = await verifiedPlayer(t);
    const form = new FormData();
    for (const [k, v] of Object.entries(depositBody(p, await firstMethodId(t), 500))) form.set(k, String(v));
    form.set('receipt', new File([POLYGLOT], 'receipt.png', { type: 'image/png' }));
    const sent = await t.app.request('/api/submit-deposit', { method: 'POST', body: form, headers: { authorization: `Bearer ${p.token}`, ...idem() } });
    expect(sent.status).toBe(200);
    const id = ((await sent.json()) as { data: { id: number } }).data.id;
    const file = await t.app.request(`/api/operator/deposits/${id}/receipt`, { headers: { authorization: `Bearer ${op}` } });
    expect(file.status).toBe(200);
    const policy = file.headers.get('content-security-policy') ?? '';
    expect(policy.split(';').map((d) => d.trim())).toContain('sandbox');
    expect(policy).toContain("default-src 'none'");
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the site policy on answers that are not uploads', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy') ?? '').not.toContain('sandbox');
  });
});
