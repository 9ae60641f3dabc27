// Which mutating staff routes write their audit entry, walked from the declarations so a route declared
// tomorrow must be placed: either among the audited ones (each proved, by a test in this folder or in
// server/operator/staff/, to write exactly one entry per change) or among those still to be wired, a list
// that may only shrink. A route moved to the audited side without its entry fails the proof below it.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';
import { createPlayer, createStaffMember, loginOperator } from '../../../tests/helpers/players.ts';
import { one } from '../../db/sql.ts';

/**
 * Proved by audit-trail.test.ts (deposits) and staff-login.test.ts (staff), withdrawals sharing the deposits'
 * path; the players desk, KYC settings, risk limits and blocks, the exchange and site settings and the market block by the calls below;
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
  // Public, but each writes an entry for a staff account: log-in, failed log-in.
  'POST /api/operator/login/verify',
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
  // Four eyes: proved below ('the four-eyes calls'); the withdrawal's first and second approval in server/operator/approvals.
  'POST /api/operator/approvals/{kind}/{id}/approve',
  'POST /api/operator/approvals/{kind}/{id}/reject',
  'PUT /api/operator/four-eyes-settings',
]);

/** Still to call recordStaffAction in their service's transaction (their services open their own). */
const NOT_YET = new Set([
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
  it('places every mutating staff route: audited, or on the list still to be wired', () => {
    const mutating = t.app
      .declaredRoutes()
      .filter((r) => r.access === 'operator' && r.method !== 'GET')
      .map((r) => `${r.method} ${r.path}`);
    expect(mutating.length).toBeGreaterThan(25);
    expect(mutating.filter((k) => !AUDITED.has(k) && !NOT_YET.has(k))).toEqual([]);
    // Neither list names a route that no longer exists, and no route is on both.
    const all = new Set([...mutating, 'POST /api/operator/login/verify']);
    expect([...AUDITED, ...NOT_YET].filter((k) => !all.has(k))).toEqual([]);
    expect([...AUDITED].filter((k) => NOT_YET.has(k))).toEqual([]);
  });
});

describe('each audited call', () => {
  it('writes exactly one entry, naming the action and the staff member', async () => {
    const op = await loginOperator(t);
    const id = Number((await createPlayer(t)).remote_id);
    const last = () =>
      one<{ n: string; action: string | null; who: string | null }>(
        t.deps.database.db,
        sql`SELECT (SELECT count(*) FROM staff_audit)::text AS n, (SELECT action FROM staff_audit ORDER BY seq DESC LIMIT 1) AS action,
              (SELECT actor_username FROM staff_audit ORDER BY seq DESC LIMIT 1) AS who`,
      );
    const proved: string[] = [];
    const call = async (route: string, path: string, action: string, body?: unknown) => {
      const before = Number((await last())!.n);
      const [method] = route.split(' ');
      const res = await t.call(method as 'POST', path, { token: op, body });
      expect(res.status, `${route} ${JSON.stringify(res.body)}`).toBeLessThan(300);
      const after = await last();
      expect({ route, added: Number(after!.n) - before, action: after!.action, who: after!.who }).toEqual({ route, added: 1, action, who: 'opsadmin' });
      expect(AUDITED.has(route)).toBe(true);
      proved.push(route);
      return res.body;
    };
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
    // A lock of a player already locked changes nothing and writes nothing.
    await t.call('POST', `${players}/${id}/lock`, { token: op });
    const n = Number((await last())!.n);
    expect((await t.call('POST', `${players}/${id}/lock`, { token: op })).status).toBe(200);
    expect(Number((await last())!.n)).toBe(n);
    expect(proved).toHaveLength(15);
  }, 120_000);
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
