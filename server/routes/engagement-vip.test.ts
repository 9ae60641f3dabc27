// VIP over the API: points
// earned from settled casino rounds at the operator's rate, the level by lifetime turnover, and the
// conversion into the main balance through the ledger, once per Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';
import { idem, playingPlayer, playRound, setRates, userRow } from '../../tests/helpers/engagement-kit.ts';
import { balance, expectLedgerInvariant } from '../../tests/helpers/provider-kit.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
  // One point per ৳100 staked, ৳1 a point.
  await setRates(t, op, { vp_turnover: 100, vp_value: 1, referral_share_percent: 0.1 });
});

/** The product's POST; the older wire's GET with the same fields in the query string. */
const convertByPost = (token: string, vipCoin: unknown, headers: Record<string, string> = idem(), remoteId?: string) =>
  t.call('POST', '/api/convert-vipcoin', { token, headers, body: { vip_coin: vipCoin, ...(remoteId ? { remote_id: remoteId } : {}) } });
const convertByGet = (token: string, vipCoin: unknown, headers: Record<string, string> = idem(), remoteId?: string) =>
  t.call('GET', `/api/convert-vipcoin?vip_coin=${encodeURIComponent(String(vipCoin))}${remoteId ? `&remote_id=${remoteId}` : ''}`, { token, headers });

describe('earning VIP points', () => {
  it('a settled round earns one point per ৳100 staked and carries the rest to the next round', async () => {
    const w = await playingPlayer(t, 1_000_000);
    await playRound(t, w, 25_050); // ৳250.50: two points, ৳50.50 carried
    expect((await userRow(t, w.userId)).vipCoin).toBe(2);
    await playRound(t, w, 4_950); // ৳49.50 more makes the carried ৳100
    expect((await userRow(t, w.userId)).vipCoin).toBe(3);
    const status = await t.call('GET', '/api/vip-status', { token: w.token });
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ vip_coin: 3, lifetime_turnover: '300.00', vp_value: '1.00', vp_turnover: '100.00', min_convert: 10 });
    expect(status.body.data.level.name).toBe('Normal');
    expect(status.body.data.next_level.name).toBe('Bronze');
  });

  it("the level follows lifetime turnover through the operator's tiers", async () => {
    const tier = await t.call('POST', '/api/operator/vip-tiers', {
      token: op,
      body: { name: 'Starter', name_bn: 'স্টার্টার', benefits: 'Weekly cashback', benefits_bn: 'সাপ্তাহিক ক্যাশব্যাক', min_turnover: 500 },
    });
    expect(tier.status, JSON.stringify(tier.body)).toBe(201);
    const w = await playingPlayer(t, 1_000_000);
    await playRound(t, w, 60_000);
    const status = await t.call('GET', '/api/vip-status', { token: w.token });
    expect(status.body.data.level).toMatchObject({ name: 'Starter', name_bn: 'স্টার্টার', benefits: 'Weekly cashback', min_turnover: '500.00' });
    expect((await t.call('DELETE', `/api/operator/vip-tiers/${tier.body.data.id}`, { token: op })).status).toBe(204);
  });
});

describe.each([
  ['POST', convertByPost],
  ['GET', convertByGet],
] as const)('converting VIP points by %s', (method, convert) => {
  it("converts points into the main balance at the operator's rate through the ledger", async () => {
    const w = await playingPlayer(t, 2_000_000);
    await playRound(t, w, 1_500_000); // 150 points, balance now ৳5,000
    const before = await balance(t, w);
    const res = await convert(w.token, 40, idem(), String(w.userId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ success: 'You converted 40 VP into ৳40.00.', vip_coin: 110, amount: '40.00' });
    expect(await balance(t, w)).toBe(before + 4_000);
    expect(res.body.balance).toBe(((before + 4_000) / 100).toFixed(2));
    await expectLedgerInvariant(t);
  });

  it('a repeated Idempotency-Key pays once and answers the first answer again', async () => {
    const w = await playingPlayer(t, 2_000_000);
    await playRound(t, w, 2_000_000); // 200 points
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await convert(w.token, 50, key);
    const again = await convert(w.token, 50, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await userRow(t, w.userId)).vipCoin).toBe(150);
    expect(await balance(t, w)).toBe(5_000);
  });

  it("refuses fewer than 10 points with the spec's message and more points than the player has", async () => {
    const w = await playingPlayer(t, 1_500_000);
    await playRound(t, w, 120_000); // ৳1,200: 12 points
    const few = await convert(w.token, 9);
    expect(few.status).toBe(422);
    expect(few.body.errors.vip_coin).toBe('Minimum VP Required: 10');
    const many = await convert(w.token, 13);
    expect(many.status).toBe(422);
    expect(many.body.message).toBe(MESSAGES.vipNotEnoughPoints);
    for (const bad of ['abc', '1e3', '10.5', '-10', '99999999999999999999', 10.5, null]) expect((await convert(w.token, bad)).status).toBe(422);
    expect((await userRow(t, w.userId)).vipCoin).toBe(12);
  });

  it("needs a session, a player, an Idempotency-Key, and refuses another player's remote_id", async () => {
    const a = await createPlayer(t);
    const b = await createPlayer(t);
    expect((await convert('', 10)).status).toBe(401);
    expect((await convert(op, 10)).status).toBe(403);
    const keyless = await convert(a.token, 10, {});
    expect(keyless.status).toBe(400);
    expect(keyless.body.message).toBe(MESSAGES.idempotencyKeyRequired);
    const other = await convert(a.token, 10, idem(), b.remote_id);
    expect(other.status).toBe(403);
    expect(JSON.stringify(other.body)).not.toContain(b.username);
    expect((await t.call('GET', '/api/vip-status')).status).toBe(401);
  });

  it('answers no-store, so no browser or proxy keeps or replays a conversion', async () => {
    const w = await playingPlayer(t, 2_000_000);
    await playRound(t, w, 1_000_000);
    const res = await convert(w.token, 10);
    expect(res.status, `${method} ${JSON.stringify(res.body)}`).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });
});

describe('the older GET and the POST', () => {
  it('are one conversion under one key: the GET replays what the POST did', async () => {
    const w = await playingPlayer(t, 2_000_000);
    await playRound(t, w, 2_000_000); // 200 points
    const key = { 'Idempotency-Key': randomUUID() };
    const first = await convertByPost(w.token, 30, key);
    const again = await convertByGet(w.token, 30, key);
    expect(first.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await userRow(t, w.userId)).vipCoin).toBe(170);
  });

  it('the document offers the POST and marks the GET deprecated, both needing the key', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).body;
    const { get, post } = doc.paths['/convert-vipcoin'];
    expect(get.deprecated).toBe(true);
    expect(post.deprecated).toBeUndefined();
    for (const op of [get, post]) {
      expect(op.parameters.find((p: { name: string }) => p.name === 'Idempotency-Key')?.required).toBe(true);
    }
    expect(post.requestBody.content['application/json'].schema.properties.vip_coin).toMatchObject({ type: 'integer', minimum: 10 });
  });
});

describe("the operator's VIP settings", () => {
  it('keeps players out, refuses bad rates and duplicate thresholds, and never moves the level at 0', async () => {
    const p = await createPlayer(t);
    expect((await t.call('GET', '/api/operator/engagement-settings', { token: p.token })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/vip-tiers')).status).toBe(401);
    const bad = await t.call('PUT', '/api/operator/engagement-settings', { token: op, body: { vp_turnover: 0, vp_value: 1, referral_share_percent: 101 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['referral_share_percent', 'vp_turnover']);
    const tiers = (await t.call('GET', '/api/operator/vip-tiers', { token: op })).body.data;
    const base = tiers.find((x: { min_turnover: string }) => x.min_turnover === '0.00');
    const clash = await t.call('POST', '/api/operator/vip-tiers', { token: op, body: { name: 'Twin', name_bn: 'যমজ', min_turnover: 100_000 } });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.min_turnover).toBe(MESSAGES.vipTierThresholdTaken);
    const moved = await t.call('PUT', `/api/operator/vip-tiers/${base.id}`, { token: op, body: { name: 'Normal', name_bn: 'সাধারণ', min_turnover: 5 } });
    expect(moved.status).toBe(422);
    expect((await t.call('DELETE', `/api/operator/vip-tiers/${base.id}`, { token: op })).status).toBe(422);
    const renamed = await t.call('PUT', `/api/operator/vip-tiers/${base.id}`, { token: op, body: { name: 'Member', name_bn: 'সদস্য', min_turnover: 0 } });
    expect(renamed.body.data).toMatchObject({ name: 'Member', name_bn: 'সদস্য', min_turnover: '0.00' });
    await t.call('PUT', `/api/operator/vip-tiers/${base.id}`, { token: op, body: { name: 'Normal', name_bn: 'সাধারণ', min_turnover: 0 } });
  });

  it('an operator grants points by hand to a player by username, never to an unknown one', async () => {
    const p = await createPlayer(t);
    const granted = await t.call('POST', '/api/operator/vip-points', {
      token: op,
      body: { username: p.username.toUpperCase(), points: 25, reason: 'Competition prize' },
    });
    expect(granted.status, JSON.stringify(granted.body)).toBe(201);
    expect(granted.body.data).toEqual({ username: p.username, vip_coin: 25 });
    const unknown = await t.call('POST', '/api/operator/vip-points', { token: op, body: { username: 'nobody00000', points: 5, reason: 'x' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.username).toBe(MESSAGES.playerNotFound);
    expect((await t.call('POST', '/api/operator/vip-points', { token: op, body: { username: p.username, points: 0, reason: 'x' } })).status).toBe(422);
    expect((await t.call('POST', '/api/operator/vip-points', { token: p.token, body: { username: p.username, points: 5, reason: 'x' } })).status).toBe(403);
  });
});
