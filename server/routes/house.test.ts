// The house area and the betting record through HTTP: a launch opens a game session (once), the
// in-game calls take only the X-Game-Session header (never the site token), a retried spin with the
// same Idempotency-Key is the same spin, and every round lands in /api/betting-record.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant } from '../../tests/helpers/provider-kit.ts';
import { loginOperator } from '../../tests/helpers/players.ts';
import { fundedPlayer, launch, launchTokenOf, openScreen } from '../../tests/helpers/casino-kit.ts';
import { balanceOf, postEntry } from '../services/ledger.ts';
import { slotOutcome } from '../../games/slot.ts';
import { serverSeedHash } from '../../games/fair-random.ts';
import { GAME_SESSION_HEADER } from '../../contracts/games.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await loginOperator(t);
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

describe('the game session', () => {
  it('opens once from a launch token; a second use or a made-up token is refused', async () => {
    const p = await fundedPlayer(t, 50_000);
    const token = launchTokenOf(await launch(t, p, 'chakka_lucky_sixes'));
    const opened = await t.call('POST', '/api/house/session', { body: { launchToken: token } });
    expect(opened.body).toMatchObject({ username: p.username, balance: 500, currency: 'BDT', gameCode: 'chakka_lucky_sixes', language: 'en' });
    expect(opened.body.sessionToken).not.toBe(p.token);
    expect((await t.call('POST', '/api/house/session', { body: { launchToken: token } })).status).toBe(401);
    expect((await t.call('POST', '/api/house/session', { body: { launchToken: 'a'.repeat(43) } })).status).toBe(401);
    expect((await t.call('POST', '/api/house/session', { body: { launchToken: 'short' } })).status).toBe(422);
  });

  it('is the only credential of an in-game call: the site token is refused, and so is a bad stake after it', async () => {
    const p = await fundedPlayer(t, 50_000);
    const screen = await openScreen(t, p, 'chakka_lucky_sixes');
    expect((await t.call('POST', '/api/house/slot/spin', { token: p.token, body: { stake: 10 } })).status).toBe(401);
    expect((await t.call('POST', '/api/house/slot/spin', { body: { stake: 'x' } })).status).toBe(401);
    const bad = await t.call('POST', '/api/house/slot/spin', { headers: screen.headers, body: { stake: 15 } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { stake: 'Choose one of the offered stakes.' } } });
  });

  it('ends when the player logs out of the site', async () => {
    const p = await fundedPlayer(t, 50_000);
    const screen = await openScreen(t, p, 'chakka_lucky_sixes');
    expect((await t.call('GET', '/api/house/seeds', { headers: screen.headers })).status).toBe(200);
    expect((await t.call('GET', '/api/house/balance', { headers: screen.headers })).body).toEqual({ balance: 500, currency: 'BDT' });
    expect((await t.call('POST', '/api/logout', { token: p.token })).status).toBe(200);
    expect((await t.call('GET', '/api/house/seeds', { headers: screen.headers })).body.code).toBe('gameSessionInvalid');
  });
});

describe('Lucky Sixes and Jhandi Munda over HTTP', () => {
  it('spins through the wallet and answers the window, the paid lines and the new balance', async () => {
    const p = await fundedPlayer(t, 50_000);
    const { headers } = await openScreen(t, p, 'chakka_lucky_sixes');
    const spin = await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 20 } });
    expect(spin.status).toBe(200);
    expect(spin.body.window).toHaveLength(5);
    expect(spin.body.balance).toBe(500 - 20 + spin.body.payout);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(50_000 - 2_000 + spin.body.payout * 100);
  });

  it('gives a retried spin with the same Idempotency-Key the same round and one stake; another key is another spin', async () => {
    const p = await fundedPlayer(t, 50_000);
    const headers = { ...(await openScreen(t, p, 'chakka_lucky_sixes')).headers, 'Idempotency-Key': 'spin-1' };
    const first = await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } });
    const again = await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } });
    expect(again.body.fair).toEqual(first.body.fair);
    expect(again.body.window).toEqual(first.body.window);
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(50_000 - 1_000 + first.body.payout * 100);
    const other = await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 20 } });
    expect(other).toMatchObject({ status: 422, body: { code: 'idempotencyKeyReused' } });
    const next = await t.call('POST', '/api/house/slot/spin', { headers: { ...headers, 'Idempotency-Key': 'spin-2' }, body: { stake: 10 } });
    expect(next.body.fair.nonce).toBe(first.body.fair.nonce + 1);
  });

  it('gives a refused stake its key back, so the same key plays once the money is there', async () => {
    const p = await fundedPlayer(t, 500);
    const headers = { ...(await openScreen(t, p, 'chakka_lucky_sixes')).headers, 'Idempotency-Key': 'short-then-fine' };
    expect((await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } })).body.code).toBe('providerInsufficientFunds');
    await postEntry(t.deps.database.db, { userId: p.userId, amountPoisha: 1_000, kind: 'adjustment', memo: 'top up' });
    expect((await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } })).status).toBe(200);
  });

  it('throws the six dice and pays each staked symbol by how many dice show it', async () => {
    const p = await fundedPlayer(t, 50_000);
    const { headers } = await openScreen(t, p, 'chakka_jhandi_munda');
    const play = await t.call('POST', '/api/house/jhandi-munda/play', { headers, body: { bets: { crown: 10, flag: 20 } } });
    expect(play.body.dice).toHaveLength(6);
    expect(play.body.stake).toBe(30);
    for (const win of play.body.wins) expect(win.matches).toBe(play.body.dice.filter((d: string) => d === win.symbol).length);
    const none = await t.call('POST', '/api/house/jhandi-munda/play', { headers, body: { bets: {} } });
    expect(none).toMatchObject({ status: 422, body: { message: 'Place a stake on at least one symbol.' } });
  });
});

describe('seeds and the verification page', () => {
  it('rotates in game, then the verification page recomputes every spin of the revealed seed', async () => {
    const p = await fundedPlayer(t, 50_000);
    const { headers } = await openScreen(t, p, 'chakka_lucky_sixes');
    const seeds = (await t.call('GET', '/api/house/seeds', { headers })).body;
    const spins = [];
    for (let i = 0; i < 3; i++) spins.push((await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } })).body);
    const bad = await t.call('POST', '/api/house/seeds/rotate', { headers, body: { clientSeed: 'has space' } });
    expect(bad.status).toBe(422);
    const rotated = await t.call('POST', '/api/house/seeds/rotate', { headers, body: { clientSeed: 'lucky-me' } });
    expect(rotated.body.revealed).toMatchObject({ serverSeedHash: seeds.active.serverSeedHash, rounds: 3 });
    expect(serverSeedHash(rotated.body.revealed.serverSeed)).toBe(seeds.active.serverSeedHash);

    const list = await t.call('GET', '/api/house/verify/rounds', { token: p.token });
    expect(list.body.rounds.map((r: { roundId: number }) => r.roundId)).toEqual(spins.map((s) => s.fair.roundId).reverse());
    for (const s of spins) {
      const round = (await t.call('GET', `/api/house/verify/rounds/${s.fair.roundId}`, { token: p.token })).body;
      expect(slotOutcome({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce }, 1_000).window).toEqual(s.window);
    }
    expect((await t.call('GET', '/api/house/verify/seeds', { token: p.token })).body.active.clientSeed).toBe('lucky-me');
  });

  it('keeps rounds to their player: another player gets 404, an operator 403, a guest 401, a bad id 404', async () => {
    const p = await fundedPlayer(t, 50_000);
    const { headers } = await openScreen(t, p, 'chakka_lucky_sixes');
    const spin = (await t.call('POST', '/api/house/slot/spin', { headers, body: { stake: 10 } })).body;
    const other = await fundedPlayer(t, 0);
    expect((await t.call('GET', `/api/house/verify/rounds/${spin.fair.roundId}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/api/house/verify/rounds/${spin.fair.roundId}`, { token: operator })).status).toBe(403);
    expect((await t.call('GET', `/api/house/verify/rounds/${spin.fair.roundId}`)).status).toBe(401);
    expect((await t.call('GET', '/api/house/verify/rounds/99999999999999999999', { token: p.token })).status).toBe(404);
    expect((await t.call('GET', '/api/house/verify/seeds', { headers })).status).toBe(401);
    expect((await t.call('GET', '/api/house/seeds', { headers: { [GAME_SESSION_HEADER]: p.token } })).status).toBe(401);
  });
});

describe('the betting record', () => {
  it("lists today's settled rounds with turnover and wins in taka, filtered by platform and game type", async () => {
    const p = await fundedPlayer(t, 50_000);
    const slot = await openScreen(t, p, 'chakka_lucky_sixes');
    const dice = await openScreen(t, p, 'chakka_jhandi_munda');
    const spin = (await t.call('POST', '/api/house/slot/spin', { headers: slot.headers, body: { stake: 50 } })).body;
    const throwOf = (await t.call('POST', '/api/house/jhandi-munda/play', { headers: dice.headers, body: { bets: { heart: 10 } } })).body;
    const all = await t.call('GET', '/api/betting-record', { token: p.token });
    expect(all.body.records.map((r: Record<string, unknown>) => [r.platform, r.game_type, r.game_name, r.bet_amount, r.winAmount])).toEqual([
      ['CHAKKA', 'TABLE', 'Jhandi Munda', 10, throwOf.payout],
      ['CHAKKA', 'SLOT', 'Lucky Sixes', 50, spin.payout],
    ]);
    const slots = await t.call('GET', '/api/betting-record?game_type=SLOT&platform=CHAKKA&date=today', { token: p.token });
    expect(slots.body.records).toHaveLength(1);
    expect((await t.call('GET', '/api/betting-record?date=yesterday', { token: p.token })).body.records).toEqual([]);
    expect((await t.call('GET', '/api/betting-record?platform=PADMA', { token: p.token })).body.records).toEqual([]);
  });

  it('is refused without a session, to an operator, and with a date it does not know', async () => {
    expect((await t.call('GET', '/api/betting-record')).status).toBe(401);
    expect((await t.call('GET', '/api/betting-record', { token: operator })).status).toBe(403);
    const p = await fundedPlayer(t, 0);
    const bad = await t.call('GET', '/api/betting-record?date=tomorrow', { token: p.token });
    expect(bad).toMatchObject({ status: 422, body: { errors: { date: 'Choose Today, Yesterday or Last 7 days.' } } });
    expect((await t.call('GET', '/api/betting-record?game_type=CASINO', { token: p.token })).status).toBe(422);
  });
});
