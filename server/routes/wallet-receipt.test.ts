import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { sql } from 'drizzle-orm';
import { depositBody, firstMethodId, idem, verifiedPlayer } from '../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { TINY_PNG } from '../../tests/helpers/tiny-png.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const PNG = TINY_PNG;

async function postForm(token: string, fields: Record<string, unknown>, file: Uint8Array | null, name = 'receipt.png') {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, String(v));
  if (file) form.set('receipt', new File([file as Uint8Array<ArrayBuffer>], name, { type: 'image/png' }));
  const res = await t.app.request('/api/submit-deposit', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, ...idem() } });
  return { status: res.status, body: (await res.json()) as any };
}

describe('receipt upload', () => {
  it('stores an image receipt that only operators can fetch', async () => {
    const p = await verifiedPlayer(t);
    const res = await postForm(p.token, depositBody(p, await firstMethodId(t), 500), PNG);
    expect(res.status).toBe(200);
    expect(res.body.data.receipt).toBe(true);
    const queue = await t.call('GET', '/api/operator/deposits?status=pending', { token: op });
    const item = queue.body.data.find((d: { id: number }) => d.id === res.body.data.id);
    expect(item.receipt_url).toBe(`/api/operator/deposits/${item.id}/receipt`);
    const image = await t.app.request(item.receipt_url, { headers: { authorization: `Bearer ${op}` } });
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    expect((await t.call('GET', item.receipt_url, { token: p.token })).status).toBe(403);
  });

  it('serves a receipt only as the image its bytes are, inline under a name we make, never as a page a browser would run', async () => {
    const p = await verifiedPlayer(t);
    const res = await postForm(p.token, depositBody(p, await firstMethodId(t), 500), PNG, '"><script>alert(1)</script>.html');
    expect(res.status).toBe(200);
    const id = res.body.data.id as number;
    // Whatever the row says (a value changed by hand, an old bug), the type comes from the bytes.
    await t.deps.database.db.execute(sql`UPDATE deposit_requests SET receipt_mime = 'text/html' WHERE id = ${id}`);
    const image = await t.app.request(`/api/operator/deposits/${id}/receipt`, { headers: { authorization: `Bearer ${op}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename="receipt-${id}.png"`);
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    expect((await t.call('GET', `/api/operator/deposits/${id}/receipt`, { token: p.token })).status).toBe(403);
    expect((await t.call('GET', `/api/operator/deposits/${id}/receipt`)).status).toBe(401);
  });

  it('refuses a file that is not an image whatever its name says', async () => {
    const p = await verifiedPlayer(t);
    const res = await postForm(p.token, depositBody(p, await firstMethodId(t), 500), new TextEncoder().encode('<html>not a png</html>'));
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.receiptInvalid);
  });

  it('refuses a receipt over the size limit', async () => {
    const p = await verifiedPlayer(t);
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(PNG);
    const res = await postForm(p.token, depositBody(p, await firstMethodId(t), 500), big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The receipt image is too large (at most 5 MB).');
  });
});

describe('operator settings', () => {
  it('creates a method with a wallet number, changes limits and adds a promotion', async () => {
    const m = await t.call('POST', '/api/operator/payment-methods', { token: op, body: { name: 'Tap', account_type: 'CashOut' } });
    expect(m.status).toBe(201);
    const n = await t.call('POST', '/api/operator/wallet-numbers', { token: op, body: { payment_method_id: m.body.data.id, account_number: '01755555555' } });
    expect(n.status).toBe(201);
    const limits = await t.call('PUT', '/api/operator/wallet-limits', {
      token: op,
      body: { deposit_min: 200, deposit_max: 30000, withdraw_min: 500, withdraw_max: 25000 },
    });
    expect(limits.body.data.deposit_min).toBe(200);
    const p = await verifiedPlayer(t);
    const low = await t.call('POST', '/api/submit-deposit', { token: p.token, headers: idem(), body: depositBody(p, m.body.data.id, 150) });
    expect(low.body.message).toBe('The minimum deposit is ৳200.');
    await t.call('PUT', '/api/operator/wallet-limits', { token: op, body: { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 } });
    const promo = await t.call('POST', '/api/operator/promotions', {
      token: op,
      body: { name: 'Eid Bonus', start_date: '2026-01-01', end_date: '2099-01-01', deposit_bouns: 25, turnover: 4 },
    });
    expect(promo.status).toBe(201);
    expect((await t.call('GET', `/api/promotions/${promo.body.data.id}`)).body.data).toMatchObject({ deposit_bouns: 25, turnover: 4 });
    const bad = await t.call('PUT', '/api/operator/wallet-limits', {
      token: op,
      body: { deposit_min: 500, deposit_max: 100, withdraw_min: 500, withdraw_max: 25000 },
    });
    expect(bad.status).toBe(422);
    expect((await t.call('POST', '/api/operator/payment-methods', { token: p.token, body: { name: 'X', account_type: 'CashOut' } })).status).toBe(403);
  });
});
