// Promotions as their own area: the offered list, one promotion's terms in both
// languages, and the operator's edits, with access checked before input.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, loginOperator } from '../../tests/helpers/players.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await loginOperator(t);
});

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Slots Friday',
  desc: 'Twenty percent on every slots deposit this Friday',
  name_bn: 'স্লট শুক্রবার',
  desc_bn: 'এই শুক্রবার প্রতিটি স্লট ডিপোজিটে বিশ শতাংশ',
  eligible_games: 'All slots',
  eligible_games_bn: 'সব স্লট',
  thumbnail: '/storage/promo/slots.png',
  start_date: '2026-01-01',
  end_date: '2099-12-31',
  status: 'display',
  deposit_bouns: 20,
  turnover: 8,
  category: 1,
  ...extra,
});

describe('promotions', () => {
  it('the promotions a fresh site starts with carry their Bangla texts and eligible games', async () => {
    const welcome = (await t.call('GET', '/api/promotion')).body.data.find((p: { name: string }) => p.name === 'Welcome Bonus 100%');
    expect(welcome).toMatchObject({ name_bn: 'স্বাগত বোনাস ১০০%', eligible_games: 'All casino games and the exchange', category: 99 });
    expect(welcome.desc_bn.length).toBeGreaterThan(20);
  });

  it('an operator adds a promotion in both languages and players read its full terms', async () => {
    const created = await t.call('POST', '/api/operator/promotions', { token: op, body: body() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    const list = await t.call('GET', '/api/promotion');
    expect(list.body.data.map((p: { id: number }) => p.id)).toContain(id);
    const one = await t.call('GET', `/api/promotions/${id}`);
    expect(one.body.data).toMatchObject({
      name: 'Slots Friday',
      name_bn: 'স্লট শুক্রবার',
      eligible_games: 'All slots',
      eligible_games_bn: 'সব স্লট',
      deposit_bouns: 20,
      turnover: 8,
      category: 1,
      start_date: '2026-01-01',
      end_date: '2099-12-31',
    });
    const edited = await t.call('PUT', `/api/operator/promotions/${id}`, { token: op, body: body({ name_bn: 'স্লট শুক্র', deposit_bouns: 25 }) });
    expect(edited.body.data).toMatchObject({ name_bn: 'স্লট শুক্র', deposit_bouns: 25 });
  });

  it('a withdrawn promotion leaves the list and its page, and the operator still sees it', async () => {
    const id = (await t.call('POST', '/api/operator/promotions', { token: op, body: body({ name: 'Short lived' }) })).body.data.id;
    expect((await t.call('DELETE', `/api/operator/promotions/${id}`, { token: op })).status).toBe(204);
    expect((await t.call('GET', '/api/promotion')).body.data.map((p: { id: number }) => p.id)).not.toContain(id);
    const gone = await t.call('GET', `/api/promotions/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(MESSAGES.promotionNotFound);
    const all = (await t.call('GET', '/api/operator/promotions', { token: op })).body.data;
    expect(all.find((p: { id: number }) => p.id === id)).toMatchObject({ status: 'inactive' });
    expect((await t.call('DELETE', '/api/operator/promotions/99999999', { token: op })).status).toBe(404);
  });

  it('refuses a category the spec does not list, a bad id, and keeps players and guests out of the operator calls', async () => {
    const odd = await t.call('POST', '/api/operator/promotions', { token: op, body: body({ category: 3 }) });
    expect(odd.status).toBe(422);
    expect(odd.body.errors.category).toBe(MESSAGES.promotionCategoryInvalid);
    expect((await t.call('GET', '/api/promotions/abc')).status).toBe(404); // names no promotion
    const p = await createPlayer(t);
    expect((await t.call('POST', '/api/operator/promotions', { token: p.token, body: { name: '' } })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/promotions')).status).toBe(401);
  });
});
