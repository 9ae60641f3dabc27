import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { generalSettingsSchema, marketBlockSchema, socialLinksSchema } from '../../../contracts/content.ts';
import { seedContent } from '../../seed/content.ts';
import { createPlayer, loginOperator, type TestPlayer } from '../../../tests/helpers/players.ts';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app.ts';

let t: TestApp;
let player: TestPlayer;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayer(t);
  operator = await loginOperator(t);
});

describe('operator settings', () => {
  it('refuses players with 403 and guests with 401', async () => {
    expect((await t.call('GET', '/api/operator/settings', { token: player.token })).status).toBe(403);
    expect((await t.call('PUT', '/api/operator/settings', { token: player.token, body: { site_status: 0 } })).status).toBe(403);
    expect((await t.call('PUT', '/api/operator/settings', { token: player.token, body: { site_status: 'bad' } })).status).toBe(403);
    expect((await t.call('PUT', `/api/operator/market-block/${player.remote_id}`, { token: player.token, body: { cs_market: 0 } })).status).toBe(403);
    expect((await t.call('GET', '/api/operator/settings')).status).toBe(401);
  });

  it('shows the operator the current settings', async () => {
    const res = await t.call('GET', '/api/operator/settings', { token: operator });
    expect(res.status).toBe(200);
    expect(res.body.data.site_title).toBe('Chakka');
    expect(res.body.data.notice.length).toBeGreaterThan(0);
  });

  it('saves changed settings, which the public lookups then answer', async () => {
    const notice = ['Server maintenance tonight from 02:00 to 03:00 (Dhaka time).'];
    const res = await t.call('PUT', '/api/operator/settings', {
      token: operator,
      body: { notice, withdrawal_status: 0, telegram: 'https://t.me/chakka_support', system_notice: '<p>Updated <b>notice</b></p>' },
    });
    expect(res.status).toBe(200);
    const general = generalSettingsSchema.parse((await t.call('GET', '/api/general')).body);
    expect(general.notice).toEqual(notice);
    expect(general.withdrawal_status).toBe(0);
    expect(general.system_notice).toBe('<p>Updated <b>notice</b></p>');
    expect(socialLinksSchema.parse((await t.call('GET', '/api/sociallink')).body).telegram).toBe('https://t.me/chakka_support');
  });

  it.each([
    [{ site_status: 2 }, 'site_status'],
    [{ support_mail: 'not-an-email' }, 'support_mail'],
    [{ notice: 'one string, not a list' }, 'notice'],
    [{ system_notice: 'x'.repeat(5001) }, 'system_notice'],
  ])('refuses %j with 422 naming the field', async (body, field) => {
    const res = await t.call('PUT', '/api/operator/settings', { token: operator, body });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(field);
  });
});

describe('operator market block', () => {
  it('blocks a player section, which the player then sees', async () => {
    const res = await t.call('PUT', `/api/operator/market-block/${player.remote_id}`, { token: operator, body: { cs_market: 0, status: 'blocked' } });
    expect(res.status).toBe(200);
    const seen = await t.call('GET', '/api/market/block', { token: player.token });
    expect(marketBlockSchema.parse(seen.body)).toEqual({ exchange_market: 1, cs_market: 0, status: 'blocked' });
  });

  it('leaves other players open', async () => {
    const other = await createPlayer(t);
    const seen = await t.call('GET', '/api/market/block', { token: other.token });
    expect(seen.body).toEqual({ exchange_market: 1, cs_market: 1, status: 'active' });
  });

  it('answers 404 for an unknown player or an id no player can have, and 422 for a bad body', async () => {
    expect((await t.call('PUT', '/api/operator/market-block/99999999', { token: operator, body: { cs_market: 0 } })).status).toBe(404);
    // Like every path id (server/lib/validate.ts pathParam): a path that names nothing is not found.
    expect((await t.call('PUT', '/api/operator/market-block/abc', { token: operator, body: { cs_market: 0 } })).status).toBe(404);
    expect((await t.call('PUT', '/api/operator/market-block/99999999999999999999', { token: operator, body: { cs_market: 0 } })).status).toBe(404);
    expect((await t.call('PUT', `/api/operator/market-block/${player.remote_id}`, { token: operator, body: { cs_market: 5 } })).status).toBe(422);
  });
});

describe('content seed', () => {
  const counts = async () => {
    const result = await t.deps.database.db.execute<{ n: string }>(sql`
      SELECT (SELECT count(*) FROM site_settings) || '/' || (SELECT count(*) FROM sliders) || '/' ||
             (SELECT count(*) FROM game_providers) || '/' || (SELECT count(*) FROM game_catalogue) AS n`);
    return (result as unknown as { rows: { n: string }[] }).rows[0]?.n;
  };

  it('changes nothing when it runs again, and keeps an operator edit', async () => {
    await t.call('PUT', '/api/operator/settings', { token: operator, body: { site_title: 'Chakka BD' } });
    const before = await counts();
    await seedContent(t.deps.database);
    await seedContent(t.deps.database);
    expect(await counts()).toBe(before);
    expect(generalSettingsSchema.parse((await t.call('GET', '/api/general')).body).site_title).toBe('Chakka BD');
  });
});
