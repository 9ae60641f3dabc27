// Which mutating staff routes write their audit entry, walked from the declarations so a route declared
// tomorrow must be placed: either among the audited ones (each proved, by a test in this folder or in
// server/operator/staff/, to write exactly one entry per change). A route declared without its entry fails
// the first test below until it is wired and proved.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createPlayer, createStaffMember, loginOperator } from '../../../tests/helpers/players.ts';
import { one } from '../../db/sql.ts';

/**
 * Proved by audit-trail.test.ts (deposits) and staff-login.test.ts (staff), withdrawals sharing the deposits'
 * path; the simulator's advance by server/exchange/desk/routes.test.ts (it needs a running simulator); every other
 * route by the calls below;
 * the decisions that need a betting world or a submission (KYC approve and reject, a flag dismissed or its
 * bet voided, a market settled, voided or rolled back) write theirs in the same transaction as the
 * decision row, through the same recorder.
 */
const AUDITED = new Set([
  'POST /api/operator/deposits/{id}/approve',
  'POST /api/operator/deposits/{id}/reject',
  'POST /api/operator/withdrawals/{id}/approve',
  'POST /api/operator/withdrawals/{id}/reject',
  'POST /api/operator/staff',
  'PUT /api/operator/staff/{id}/role',
  'PUT /api/operator/staff/{id}/status',
  // Public, but each writes an entry for a staff account: log-in, failed log-in, a first password replaced.
  'POST /api/operator/login/verify',
  'POST /api/operator/login/password',
  'PUT /api/operator/exchange/settings',
  'POST /api/operator/exchange/markets/{marketKey}/void',
  'POST /api/operator/exchange/markets/{marketKey}/settle',
  'POST /api/operator/exchange/markets/{marketKey}/rollback',
  'PUT /api/operator/exchange/settings/mirror',
  'PUT /api/operator/risk/limits',
  'DELETE /api/operator/risk/limits/{id}',
  'POST /api/operator/risk/blocks',
  'DELETE /api/operator/risk/blocks/{id}',
  'POST /api/operator/risk/flags/{id}/dismiss',
  'POST /api/operator/risk/flags/{id}/void',
  'POST /api/operator/players/{id}/notes',
  'POST /api/operator/players/{id}/lock',
  'POST /api/operator/players/{id}/unlock',
  'POST /api/operator/players/{id}/password-reset',
  'PUT /api/operator/players/{id}/limits',
  'POST /api/operator/players/{id}/adjustments',
  'POST /api/operator/kyc/{id}/approve',
  'POST /api/operator/kyc/{id}/reject',
  'PUT /api/operator/kyc-settings',
  'PUT /api/operator/settings',
  'PUT /api/operator/market-block/{userId}',
  // The trader's desk: each change in one transaction with its entry (server/exchange/trading/trader-desk.ts);
  // a result with bets behind it writes settlement's entry (market.settle, market.void, market.rollback).
  'POST /api/operator/trading/lines',
  'POST /api/operator/trading/bookmakers',
  'PUT /api/operator/trading/markets/{id}',
  'POST /api/operator/trading/markets/{id}/move',
  'POST /api/operator/trading/markets/{id}/state',
  'POST /api/operator/trading/events/{eventId}/state',
  'POST /api/operator/trading/markets/{id}/settle',
  'POST /api/operator/trading/markets/{id}/void',
  'POST /api/operator/trading/markets/{id}/rollback',
  // Four eyes: proved below ('the four-eyes calls'); the withdrawal's first and second approval in server/operator/approvals.
  'POST /api/operator/approvals/{kind}/{id}/approve',
  'POST /api/operator/approvals/{kind}/{id}/reject',
  'PUT /api/operator/four-eyes-settings',
  'PUT /api/operator/engagement-settings',
  'POST /api/operator/vip-tiers',
  'PUT /api/operator/vip-tiers/{id}',
  'DELETE /api/operator/vip-tiers/{id}',
  'POST /api/operator/vip-points',
  'POST /api/operator/inbox',
  'POST /api/operator/payment-methods',
  'PUT /api/operator/payment-methods/{id}',
  'DELETE /api/operator/payment-methods/{id}',
  'POST /api/operator/wallet-numbers',
  'PUT /api/operator/wallet-numbers/{id}',
  'DELETE /api/operator/wallet-numbers/{id}',
  'PUT /api/operator/wallet-limits',
  'POST /api/operator/promotions',
  'PUT /api/operator/promotions/{id}',
  'DELETE /api/operator/promotions/{id}',
  'POST /api/operator/support-chats/{chatId}/reply',
  'POST /api/operator/support-chats/{chatId}/close',
  'POST /api/operator/exchange/simulator/advance',
  'POST /api/operator/risk/flags/scan',
]);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('the audited staff routes', () => {
  it('places every mutating staff route among the audited', () => {
    const mutating = t.app
      .declaredRoutes()
      .filter((r) => r.access === 'operator' && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    expect(mutating.length).toBeGreaterThan(25);
    expect(mutating.filter((k) => !AUDITED.has(k))).toEqual([]);
    // The list names no route that no longer exists.
    const all = new Set([...mutating, 'POST /api/operator/login/verify', 'POST /api/operator/login/password']);
    expect([...AUDITED].filter((k) => !all.has(k))).toEqual([]);
  });
});

const entries = () =>
  one<{ n: string; action: string | null; who: string | null; before: unknown; after: unknown }>(
    t.deps.database.db,
    sql`SELECT (SELECT count(*) FROM staff_audit)::text AS n, last.action, last.actor_username AS who, last.before, last.after
        FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT * FROM staff_audit ORDER BY seq DESC LIMIT 1) last ON true`,
  );

/** Calls a staff route and expects it to succeed with exactly one new entry, the action named, by opsadmin. */
function caller(op: string, proved: string[]) {
  return async (route: string, path: string, action: string, body?: unknown) => {
    const before = Number((await entries())!.n);
    const [method] = route.split(' ');
    const res = await t.call(method as 'POST', path, { token: op, body });
    expect(res.status, `${route} ${JSON.stringify(res.body)}`).toBeLessThan(300);
    const after = await entries();
    expect({ route, added: Number(after!.n) - before, action: after!.action, who: after!.who }).toEqual({ route, added: 1, action, who: 'opsadmin' });
    expect(AUDITED.has(route)).toBe(true);
    proved.push(route);
    return res.body;
  };
}

describe('each audited call', () => {
  it('writes exactly one entry, naming the action and the staff member', async () => {
    const op = await loginOperator(t);
    const id = Number((await createPlayer(t)).remote_id);
    const proved: string[] = [];
    const call = caller(op, proved);
    const players = '/api/operator/players';
    await call('POST /api/operator/players/{id}/notes', `${players}/${id}/notes`, 'player.note', { body: 'Asked about a late deposit.' });
    await call('POST /api/operator/players/{id}/lock', `${players}/${id}/lock`, 'player.lock');
    await call('POST /api/operator/players/{id}/unlock', `${players}/${id}/unlock`, 'player.unlock');
    await call('POST /api/operator/players/{id}/password-reset', `${players}/${id}/password-reset`, 'player.password_reset');
    await call('PUT /api/operator/players/{id}/limits', `${players}/${id}/limits`, 'player.limit', { kind: 'loss', period: 'week', amount: 1000 });
    await call('POST /api/operator/players/{id}/adjustments', `${players}/${id}/adjustments`, 'adjustment.request', { amount: '5', reason: 'Goodwill' });
    await call('PUT /api/operator/kyc-settings', '/api/operator/kyc-settings', 'kyc.settings', { withdrawal_threshold: 20000 });
    const none = { minStake: null, maxStake: 2000, maxProfit: null, marketMaxStake: null, marketMaxProfit: null };
    const rule = await call('PUT /api/operator/risk/limits', '/api/operator/risk/limits', 'risk.limit_save', { scope: 'player', userId: id, limits: none });
    await call('DELETE /api/operator/risk/limits/{id}', `/api/operator/risk/limits/${rule.rule.id}`, 'risk.limit_remove');
    const block = await call('POST /api/operator/risk/blocks', '/api/operator/risk/blocks', 'risk.block_save', {
      scope: 'event',
      target: 'some-event',
      userId: id,
      reason: 'watch list',
    });
    await call('DELETE /api/operator/risk/blocks/{id}', `/api/operator/risk/blocks/${block.block.id}`, 'risk.block_remove');
    await call('PUT /api/operator/exchange/settings/mirror', '/api/operator/exchange/settings/mirror', 'exchange.mirror_settings', {
      takePercent: 50,
      maxTakePerLevel: 1000,
    });
    const current = (await t.call('GET', '/api/operator/exchange/settings', { token: op })).body;
    await call('PUT /api/operator/exchange/settings', '/api/operator/exchange/settings', 'exchange.settings', { match_odds: current.match_odds });
    await call('PUT /api/operator/settings', '/api/operator/settings', 'settings.update', { system_notice: 'Maintenance at midnight' });
    await call('PUT /api/operator/market-block/{userId}', `/api/operator/market-block/${id}`, 'player.market_block', { status: 'blocked' });
    // The trader's desk, on an event of the running feed (no bets: each result is the line's own entry).
    const trading = '/api/operator/trading';
    const eventId = (await t.call('GET', `${trading}/events`, { token: op })).body.events[0].eventId as string;
    const line = {
      eventId,
      kind: 'session',
      title: '6 over runs',
      no: 40,
      noRate: 100,
      yes: 41,
      yesRate: 100,
      minStake: 100,
      maxStake: 5000,
      maxProfit: 100_000,
    };
    const opened = await call('POST /api/operator/trading/lines', `${trading}/lines`, 'trading.open', line);
    const lineUrl = `${trading}/markets/${opened.market.id}`;
    await call('PUT /api/operator/trading/markets/{id}', lineUrl, 'trading.edit', { yesRate: 90 });
    await call('POST /api/operator/trading/markets/{id}/move', `${lineUrl}/move`, 'trading.move', { runs: 1 });
    await call('POST /api/operator/trading/markets/{id}/state', `${lineUrl}/state`, 'trading.state', { state: 'open' });
    await call('POST /api/operator/trading/events/{eventId}/state', `${trading}/events/${eventId}/state`, 'trading.state_all', { state: 'suspended' });
    await call('POST /api/operator/trading/markets/{id}/settle', `${lineUrl}/settle`, 'trading.settle', { runs: 44, reason: 'six overs bowled' });
    const second = await call('POST /api/operator/trading/lines', `${trading}/lines`, 'trading.open', line);
    await call('POST /api/operator/trading/markets/{id}/void', `${trading}/markets/${second.market.id}/void`, 'trading.void', { reason: 'rain' });
    const runners = (await t.call('GET', `${trading}/events/${eventId}`, { token: op })).body.runners as { selectionId: string }[];
    await call('POST /api/operator/trading/bookmakers', `${trading}/bookmakers`, 'trading.open', {
      eventId,
      runners: runners.map((r) => ({ selectionId: r.selectionId, back: 40, lay: 45 })),
      minStake: 100,
      maxStake: 5000,
      maxProfit: 100_000,
    });
    // A lock of a player already locked changes nothing and writes nothing.
    await t.call('POST', `${players}/${id}/lock`, { token: op });
    const n = Number((await entries())!.n);
    expect((await t.call('POST', `${players}/${id}/lock`, { token: op })).status).toBe(200);
    expect(Number((await entries())!.n)).toBe(n);
    expect(proved).toHaveLength(24);
  }, 120_000);

  it('the console areas each write one entry with what changed; saving the same again writes none', async () => {
    const op = await loginOperator(t);
    const player = await createPlayer(t);
    const proved: string[] = [];
    const call = caller(op, proved);
    const rates = { vp_turnover: 200, vp_value: 2, referral_share_percent: 1.5 };
    await call('PUT /api/operator/engagement-settings', '/api/operator/engagement-settings', 'engagement.settings', rates);
    const tierBody = { name: 'Gold', name_bn: 'গোল্ড', benefits: 'Cashback', benefits_bn: 'ক্যাশব্যাক', min_turnover: 90_000 };
    const tier = (await call('POST /api/operator/vip-tiers', '/api/operator/vip-tiers', 'vip.tier_create', tierBody)).data;
    await call('PUT /api/operator/vip-tiers/{id}', `/api/operator/vip-tiers/${tier.id}`, 'vip.tier_update', { ...tierBody, benefits: 'Weekly cashback' });
    expect(await entries()).toMatchObject({ before: { benefits: 'Cashback' }, after: { benefits: 'Weekly cashback' } });
    await call('DELETE /api/operator/vip-tiers/{id}', `/api/operator/vip-tiers/${tier.id}`, 'vip.tier_delete');
    await call('POST /api/operator/vip-points', '/api/operator/vip-points', 'vip.grant', { username: player.username, points: 7, reason: 'Apology' });
    expect(await entries()).toMatchObject({ before: { vip_coin: 0 }, after: { vip_coin: 7, points: 7 } });
    const message = { audience: 'one', username: player.username, title: 'Hello', message: 'Welcome' };
    await call('POST /api/operator/inbox', '/api/operator/inbox', 'inbox.send', message);
    const method = (
      await call('POST /api/operator/payment-methods', '/api/operator/payment-methods', 'payment_method.create', { name: 'Upay', account_type: 'CashOut' })
    ).data;
    await call('PUT /api/operator/payment-methods/{id}', `/api/operator/payment-methods/${method.id}`, 'payment_method.update', {
      name: 'Upay',
      account_type: 'Merchant',
    });
    expect(await entries()).toMatchObject({ before: { account_type: 'CashOut' }, after: { account_type: 'Merchant' } });
    const numberBody = { payment_method_id: method.id, account_number: '01755555555' };
    const number = (await call('POST /api/operator/wallet-numbers', '/api/operator/wallet-numbers', 'wallet_number.create', numberBody)).data;
    await call('PUT /api/operator/wallet-numbers/{id}', `/api/operator/wallet-numbers/${number.id}`, 'wallet_number.update', {
      ...numberBody,
      account_number: '01766666666',
    });
    await call('DELETE /api/operator/wallet-numbers/{id}', `/api/operator/wallet-numbers/${number.id}`, 'wallet_number.switch_off');
    await call('DELETE /api/operator/payment-methods/{id}', `/api/operator/payment-methods/${method.id}`, 'payment_method.switch_off');
    expect(await entries()).toMatchObject({ before: { status: 'active' }, after: { status: 'inactive' } });
    const limits = { deposit_min: 150, deposit_max: 25_000, withdraw_min: 500, withdraw_max: 25_000 };
    await call('PUT /api/operator/wallet-limits', '/api/operator/wallet-limits', 'wallet.limits', limits);
    const promo = {
      name: 'Cricket Friday',
      desc: 'Ten percent on a deposit',
      thumbnail: '/storage/promo/cricket.png',
      start_date: '2026-01-01',
      end_date: '2099-12-31',
      status: 'display',
      deposit_bouns: 10,
      turnover: 5,
      category: 1,
    };
    const saved = (await call('POST /api/operator/promotions', '/api/operator/promotions', 'promotion.create', promo)).data;
    await call('PUT /api/operator/promotions/{id}', `/api/operator/promotions/${saved.id}`, 'promotion.update', { ...promo, deposit_bouns: 15 });
    expect(await entries()).toMatchObject({ before: { deposit_bouns: 10 }, after: { deposit_bouns: 15 } });
    await call('DELETE /api/operator/promotions/{id}', `/api/operator/promotions/${saved.id}`, 'promotion.withdraw');
    const chat = await t.call('POST', '/api/chats', { token: player.token, body: { user_one_id: Number(player.remote_id), user_two_id: 1 } });
    const chatId = chat.body.chat.id as number;
    await call('POST /api/operator/support-chats/{chatId}/reply', `/api/operator/support-chats/${chatId}/reply`, 'chat.reply', { content: 'How can we help?' });
    await call('POST /api/operator/support-chats/{chatId}/close', `/api/operator/support-chats/${chatId}/close`, 'chat.close');
    await call('POST /api/operator/risk/flags/scan', '/api/operator/risk/flags/scan', 'risk.flag_scan');

    // The same again changes nothing and writes nothing.
    const n = Number((await entries())!.n);
    const again: [string, string, unknown?][] = [
      ['PUT', '/api/operator/engagement-settings', rates],
      ['PUT', '/api/operator/wallet-limits', limits],
      ['PUT', `/api/operator/promotions/${saved.id}`, { ...promo, deposit_bouns: 15, status: 'inactive' }],
      ['DELETE', `/api/operator/promotions/${saved.id}`],
      ['DELETE', `/api/operator/payment-methods/${method.id}`],
      ['POST', `/api/operator/support-chats/${chatId}/close`],
    ];
    for (const [method, path, body] of again) expect((await t.call(method as 'PUT', path, { token: op, body })).status, path).toBeLessThan(300);
    expect(Number((await entries())!.n)).toBe(n);
    expect(proved).toHaveLength(19);
  }, 120_000);

  it('a refused change writes no entry: an unknown player, the level at 0 moved up, a method that does not exist', async () => {
    const op = await loginOperator(t);
    const n = Number((await entries())!.n);
    // Refused before anything is written: nobody by that name.
    const unknown = await t.call('POST', '/api/operator/vip-points', { token: op, body: { username: 'nobody-here', points: 5, reason: 'x' } });
    expect(unknown.status).toBe(422);
    // Refused inside the transaction, with the row locked: the level at 0 cannot be moved up.
    const zero = (await t.call('GET', '/api/operator/vip-tiers', { token: op })).body.data.find((x: { min_turnover: string }) => Number(x.min_turnover) === 0);
    const moved = await t.call('PUT', `/api/operator/vip-tiers/${zero.id}`, { token: op, body: { ...zero, min_turnover: 10 } });
    expect(moved.status).toBe(422);
    expect((await t.call('DELETE', '/api/operator/payment-methods/999999', { token: op })).status).toBe(404);
    expect(Number((await entries())!.n)).toBe(n);
  });
});

describe('the four-eyes calls', () => {
  it('each write exactly one entry, naming the action and the staff member who decided', async () => {
    const op = await loginOperator(t);
    const asker = await createStaffMember(t, 'cashier');
    const id = Number((await createPlayer(t)).remote_id);
    const count = async () => Number((await one<{ n: string }>(t.deps.database.db, sql`SELECT count(*)::text AS n FROM staff_audit`))!.n);
    const lastEntry = () =>
      one<{ action: string; who: string }>(t.deps.database.db, sql`SELECT action, actor_username AS who FROM staff_audit ORDER BY seq DESC LIMIT 1`);
    const ask = async () =>
      (await t.call('POST', `/api/operator/players/${id}/adjustments`, { token: asker.token, body: { amount: '5', reason: 'Goodwill' } })).body.data
        .id as number;
    const cases: [string, string, string, unknown][] = [
      ['POST /api/operator/approvals/{kind}/{id}/approve', `/api/operator/approvals/adjustment/${await ask()}/approve`, 'adjustment.approve', undefined],
      ['POST /api/operator/approvals/{kind}/{id}/reject', `/api/operator/approvals/adjustment/${await ask()}/reject`, 'adjustment.reject', { reason: 'No' }],
      ['PUT /api/operator/four-eyes-settings', '/api/operator/four-eyes-settings', 'four_eyes.settings', { withdrawal_threshold: 15000 }],
    ];
    for (const [route, path, action, body] of cases) {
      const before = await count();
      const res = await t.call(route.split(' ')[0]!, path, { token: op, body });
      expect(res.status, `${route} ${JSON.stringify(res.body)}`).toBe(200);
      expect({ route, added: (await count()) - before, ...(await lastEntry()) }).toEqual({ route, added: 1, action, who: 'opsadmin' });
      expect(AUDITED.has(route)).toBe(true);
    }
  }, 60_000);
});
