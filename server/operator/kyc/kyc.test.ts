import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { auditActionsOn, createPlayer, loginOperator, type TestPlayer } from '../../../tests/helpers/players.ts';
import { fund, idem, verifiedPlayer } from '../../../tests/pg/wallet-kit.ts';
import { MESSAGES } from '../../../contracts/messages/index.ts';
import { KYC_FILE_MAX_BYTES } from '../../../contracts/kyc.ts';
import { TINY_PNG } from '../../../tests/helpers/tiny-png.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const PNG = TINY_PNG;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1]);
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

type Files = Partial<Record<'front' | 'back' | 'selfie', Uint8Array>>;
const NID: Files = { front: PNG, back: PNG, selfie: JPEG };

async function upload(p: TestPlayer, files: Files = NID, fields: Record<string, string> = {}) {
  const form = new FormData();
  const all = { document_kind: 'national_id', full_name: 'Md. Karim Uddin', document_number: '19901234567', ...fields };
  for (const [k, v] of Object.entries(all)) form.set(k, v);
  // The name and type the browser claims are ignored; only the bytes count.
  for (const [k, v] of Object.entries(files)) form.set(k, new File([v as Uint8Array<ArrayBuffer>], `${k}.png`, { type: 'image/png' }));
  const res = await t.app.request('/api/kyc', { method: 'POST', body: form, headers: { authorization: `Bearer ${p.token}` } });
  return { status: res.status, body: (await res.json()) as any };
}

async function pendingOf(p: TestPlayer) {
  const queue = await t.call('GET', '/api/operator/kyc?status=pending', { token: op });
  expect(queue.status).toBe(200);
  return queue.body.data.find((s: { user_id: number }) => s.user_id === Number(p.remote_id));
}

const fetchFile = (address: string, token?: string) => t.app.request(address, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('KYC upload', () => {
  it('takes a national ID card (both sides) and a selfie, and shows it waiting', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/kyc', { token: p.token })).body.data).toMatchObject({ status: 'none', withdrawal_threshold: 20000 });
    const res = await upload(p);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ message: MESSAGES.kycSubmitted, data: { status: 'pending', document_kind: 'national_id', full_name: 'Md. Karim Uddin' } });
    const item = await pendingOf(p);
    expect(item).toMatchObject({ document_kind: 'national_id', document_number: '19901234567', username: p.username, account_name: 'Test Player' });
    expect(item.files.back).toBe(`/api/operator/kyc/${item.id}/files/back`);
    // One waits at a time.
    const again = await upload(p);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.kycAlreadyPending);
  });

  it('takes a passport without a back, and asks for each missing photo by name', async () => {
    const p = await createPlayer(t);
    expect((await upload(p, { front: PNG, selfie: PNG }, { document_kind: 'national_id' })).body.message).toBe(MESSAGES.kycBackMissing);
    expect((await upload(p, { back: PNG, selfie: PNG })).body.message).toBe(MESSAGES.kycFrontMissing);
    expect((await upload(p, { front: PNG, back: PNG })).body.message).toBe(MESSAGES.kycSelfieMissing);
    const passport = await upload(p, { front: JPEG, selfie: JPEG }, { document_kind: 'passport', document_number: 'BX0123456' });
    expect(passport.status, JSON.stringify(passport.body)).toBe(201);
    expect((await pendingOf(p)).files.back).toBeNull();
  });

  it('refuses a file that is not an image by its bytes, and one over the size cap, storing nothing', async () => {
    const p = await createPlayer(t);
    const html = await upload(p, { ...NID, selfie: HTML });
    expect(html.status).toBe(422);
    expect(html.body.message).toBe(MESSAGES.kycFileInvalid);
    const big = new Uint8Array(KYC_FILE_MAX_BYTES + 1);
    big.set(PNG);
    const tooBig = await upload(p, { ...NID, back: big });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe(MESSAGES.kycFileTooLarge.replace('{max}', '5'));
    expect(await pendingOf(p)).toBeUndefined();
    const bad = await upload(p, NID, { document_kind: 'driving_licence' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.kycDocumentKindInvalid);
  });

  it('serves the photos to staff only: typed from the bytes, nosniff, sandboxed; never to a player or without a token', async () => {
    const p = await createPlayer(t);
    const other = await createPlayer(t);
    await upload(p);
    const item = await pendingOf(p);
    const photo = await fetchFile(item.files.selfie, op);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(photo.headers.get('content-security-policy')).toBe('sandbox');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect((await fetchFile(item.files.front, other.token)).status).toBe(403);
    expect((await fetchFile(item.files.front, p.token)).status).toBe(403);
    expect((await fetchFile(item.files.front)).status).toBe(401);
    expect((await t.call('GET', '/api/operator/kyc', { token: p.token })).status).toBe(403);
    expect((await fetchFile(`/api/operator/kyc/${item.id}/files/passport`, op)).status).toBe(404);
    expect((await fetchFile(`/api/operator/kyc/999999999/files/front`, op)).status).toBe(404);
  });
});

describe('KYC review', () => {
  it('a rejection gives the player a reason key they read in their language, and lets them send again', async () => {
    const p = await createPlayer(t);
    await upload(p);
    const item = await pendingOf(p);
    const noReason = await t.call('POST', `/api/operator/kyc/${item.id}/reject`, { token: op, body: { reason: 'looks fake' } });
    expect(noReason.status).toBe(422);
    const res = await t.call('POST', `/api/operator/kyc/${item.id}/reject`, { token: op, body: { reason: 'kycReasonUnreadable' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.kycRejectedDone);
    const state = (await t.call('GET', '/api/kyc', { token: p.token })).body.data;
    expect(state).toMatchObject({ status: 'rejected', reject_reason: 'kycReasonUnreadable' });
    expect(MESSAGES[state.reject_reason as 'kycReasonUnreadable']).toBe('The photo of the document is blurred, dark or cut off.');
    const inbox = await t.deps.database.db.execute(sql`SELECT kind FROM player_notifications WHERE user_id = ${Number(p.remote_id)}`);
    expect((inbox as unknown as { rows: { kind: string }[] }).rows.map((r) => r.kind)).toContain('notifyKycRejected');
    // Decided once: a second decision is told so.
    expect((await t.call('POST', `/api/operator/kyc/${item.id}/approve`, { token: op })).status).toBe(409);
    expect(await auditActionsOn(t, 'kyc_submission', item.id)).toEqual(['kyc.reject']);
    expect((await upload(p)).status).toBe(201);
  });

  it('approval makes the name on the document the verified name, shown on the player page', async () => {
    const p = await createPlayer(t);
    await upload(p);
    const item = await pendingOf(p);
    const res = await t.call('POST', `/api/operator/kyc/${item.id}/approve`, { token: op });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('approved');
    const page = (await t.call('GET', `/api/operator/players/${p.remote_id}`, { token: op })).body.data;
    expect(page.verification.kyc).toEqual({ status: 'approved', submission_id: item.id, full_name: 'Md. Karim Uddin' });
    const after = await upload(p);
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(MESSAGES.kycAlreadyApproved);
  });
});

const withdraw = (p: TestPlayer, amount: number, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/api/submit-withdraw', {
    token: p.token,
    headers: idem(),
    body: { remote_id: p.remote_id, account_number: p.phone, amount, payment_id: 0, provider: 'bKash', ...extra },
  });

describe('the withdrawal gate', () => {
  it('above the owner-set amount a withdrawal needs approved KYC: refused with the amount named, nothing held', async () => {
    const set = await t.call('PUT', '/api/operator/kyc-settings', { token: op, body: { withdrawal_threshold: 1000 } });
    expect(set.status).toBe(200);
    expect((await t.call('GET', '/api/kyc-settings'.replace('/api/', '/api/operator/'), { token: op })).body.data.withdrawal_threshold).toBe(1000);
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 5000);
    expect((await t.call('GET', '/api/kyc', { token: p.token })).body.data.withdrawal_threshold).toBe(1000);
    const refused = await withdraw(p, 1500);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.kycRequiredForWithdrawal.replace('{limit}', '1000'));
    const page = (await t.call('GET', `/api/operator/players/${p.remote_id}`, { token: op })).body.data;
    expect(page.money).toMatchObject({ balance: 5000, withdrawal_hold: 0 });
    // At or below it, no KYC is asked.
    expect((await withdraw(p, 1000)).status).toBe(200);
  });

  it('with approved KYC a larger withdrawal goes through; a different name on the wallet is flagged to the cashier, not refused', async () => {
    await t.call('PUT', '/api/operator/kyc-settings', { token: op, body: { withdrawal_threshold: 1000 } });
    const p = await verifiedPlayer(t, { birthday: true });
    await fund(t, op, p, 5000);
    await upload(p);
    await t.call('POST', `/api/operator/kyc/${(await pendingOf(p)).id}/approve`, { token: op });
    const res = await withdraw(p, 2000, { account_name: 'Rahim Mia' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const queue = await t.call('GET', '/api/operator/withdrawals?status=pending', { token: op });
    const item = queue.body.data.find((w: { id: number }) => w.id === res.body.data.id);
    expect(item).toMatchObject({ account_name: 'Rahim Mia', name_mismatch: true });
    expect((await t.call('GET', `/api/operator/players/${p.remote_id}`, { token: op })).body.data.flags.pending_withdrawal_name_mismatch).toBe(true);
    // The cashier still decides: the flag does not block approval.
    expect((await t.call('POST', `/api/operator/withdrawals/${item.id}/approve`, { token: op })).status).toBe(200);
    // The same name, written another way, is no mismatch.
    const same = await withdraw(p, 1500, { account_name: 'MD KARIM  UDDIN' });
    const queued = (await t.call('GET', '/api/operator/withdrawals?status=pending', { token: op })).body.data.find(
      (w: { id: number }) => w.id === same.body.data.id,
    );
    expect(queued).toMatchObject({ name_mismatch: false });
  });

  it('refuses the settings to a player and a bad amount with the catalogue message', async () => {
    const p = await createPlayer(t);
    expect((await t.call('PUT', '/api/operator/kyc-settings', { token: p.token, body: { withdrawal_threshold: 0 } })).status).toBe(403);
    const bad = await t.call('PUT', '/api/operator/kyc-settings', { token: op, body: { withdrawal_threshold: 10.5 } });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain(MESSAGES.kycThresholdInvalid);
  });
});
