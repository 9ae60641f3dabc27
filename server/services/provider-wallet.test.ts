// The seamless wallet at the service level, through the one signed dispatch path (PGlite, or
// PostgreSQL when TEST_DATABASE_URL is set). The ledger must match every balance after each test.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import {
  balance,
  betBody,
  expectLedgerInvariant,
  PROVIDER,
  signedCall,
  SLOT_CODE,
  txId,
  walletPlayer,
  type WalletPlayer,
} from '../../tests/helpers/provider-kit.ts';
import { ledgerEntries, providerTombstones } from '../db/schema/index.ts';
import { createLaunch } from './game-sessions.ts';
import { startExclusion } from './safer-play.ts';
import { PROVIDER_ANSWER_SCHEMAS } from '../../contracts/provider-wallet.ts';

let clock = Date.now();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

const entries = async (w: WalletPlayer) =>
  (await t.deps.database.db.select({ n: count() }).from(ledgerEntries).where(eq(ledgerEntries.userId, w.userId)))[0]!.n;
const winBody = (w: WalletPlayer, roundId: string, amount: number, roundClosed = true) => ({
  txId: txId('win'),
  playerId: w.playerId,
  roundId,
  gameCode: SLOT_CODE,
  currency: 'BDT',
  amount,
  roundClosed,
});
const rollbackBody = (w: WalletPlayer, roundId: string, betTxId: string) => ({
  txId: txId('rb'),
  playerId: w.playerId,
  roundId,
  gameCode: SLOT_CODE,
  currency: 'BDT',
  betTxId,
});

describe('provider bets', () => {
  it('a replayed bet answers the first answer and debits once', async () => {
    const w = await walletPlayer(t, 10_000);
    const body = betBody(w, 2_500);
    const first = await signedCall(t.deps, 'bet', body);
    const again = await signedCall(t.deps, 'bet', body);
    expect(first).toEqual({ status: 'OK', txId: body.txId, currency: 'BDT', balance: 7_500 });
    expect(again).toEqual(first);
    expect(PROVIDER_ANSWER_SCHEMAS.bet.parse(again)).toEqual(first);
    expect(await balance(t, w)).toBe(7_500);
    expect(await entries(w)).toBe(2);
  });

  it('the same tx id with another amount is refused and moves nothing', async () => {
    const w = await walletPlayer(t, 10_000);
    const body = betBody(w, 1_000);
    await signedCall(t.deps, 'bet', body);
    expect(await signedCall(t.deps, 'bet', { ...body, amount: 5_000 })).toMatchObject({ status: 'ERROR', code: 'TX_ID_REUSED' });
    expect(await balance(t, w)).toBe(9_000);
  });

  it('not enough money answers INSUFFICIENT_FUNDS with the actual balance, and a replay says the same', async () => {
    const w = await walletPlayer(t, 4_000);
    const body = betBody(w, 4_001);
    const answer = await signedCall(t.deps, 'bet', body);
    expect(answer).toMatchObject({ status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 4_000, currency: 'BDT' });
    expect(PROVIDER_ANSWER_SCHEMAS.bet.parse(answer)).toEqual(answer);
    await signedCall(t.deps, 'win', { ...winBody(w, 'other', 1_000) });
    expect(await signedCall(t.deps, 'bet', body)).toEqual(answer);
    expect(await balance(t, w)).toBe(5_000);
  });

  it("a bet on another provider's game, in another currency, or on a closed round is refused", async () => {
    const w = await walletPlayer(t, 10_000);
    expect(await signedCall(t.deps, 'bet', betBody(w, 100, { gameCode: 'padma_river_fortune' }))).toMatchObject({ code: 'GAME_NOT_FOUND' });
    expect(await signedCall(t.deps, 'bet', betBody(w, 100, { currency: 'INR' }))).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    const bet = betBody(w, 100);
    await signedCall(t.deps, 'bet', bet);
    await signedCall(t.deps, 'win', winBody(w, bet.roundId, 0));
    expect(await signedCall(t.deps, 'bet', betBody(w, 100, { roundId: bet.roundId }))).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await balance(t, w)).toBe(9_900);
  });
});

describe('provider rollbacks', () => {
  it('bet then rollback restores the balance; a second rollback of it has no effect', async () => {
    const w = await walletPlayer(t, 10_000);
    const bet = betBody(w, 3_000);
    await signedCall(t.deps, 'bet', bet);
    const rollback = rollbackBody(w, bet.roundId, bet.txId);
    expect(await signedCall(t.deps, 'rollback', rollback)).toEqual({ status: 'OK', txId: rollback.txId, currency: 'BDT', balance: 10_000 });
    expect(await signedCall(t.deps, 'rollback', rollback)).toMatchObject({ balance: 10_000 });
    expect(await signedCall(t.deps, 'rollback', rollbackBody(w, bet.roundId, bet.txId))).toMatchObject({ status: 'OK', noEffect: true });
    expect(await balance(t, w)).toBe(10_000);
    expect(await entries(w)).toBe(3);
  });

  it('a rollback that arrives before its bet leaves a tombstone, and the late bet is refused', async () => {
    const w = await walletPlayer(t, 10_000);
    const bet = betBody(w, 3_000);
    expect(await signedCall(t.deps, 'rollback', rollbackBody(w, bet.roundId, bet.txId))).toMatchObject({ status: 'OK', noEffect: true, balance: 10_000 });
    expect(await signedCall(t.deps, 'bet', bet)).toMatchObject({ status: 'ERROR', code: 'BET_ROLLED_BACK' });
    expect(await balance(t, w)).toBe(10_000);
    const tombs = await t.deps.database.db
      .select()
      .from(providerTombstones)
      .where(and(eq(providerTombstones.provider, PROVIDER), eq(providerTombstones.betTxId, bet.txId)));
    expect(tombs).toHaveLength(1);
  });

  it('a bet of a settled round cannot be rolled back', async () => {
    const w = await walletPlayer(t, 10_000);
    const bet = betBody(w, 2_000);
    await signedCall(t.deps, 'bet', bet);
    await signedCall(t.deps, 'win', winBody(w, bet.roundId, 5_000));
    expect(await signedCall(t.deps, 'rollback', rollbackBody(w, bet.roundId, bet.txId))).toMatchObject({ code: 'ROUND_CLOSED' });
    expect(await balance(t, w)).toBe(13_000);
  });
});

describe('signatures and sessions', () => {
  it('a bad signature, a foreign secret, a tampered body or an unknown provider is refused with 401', async () => {
    const w = await walletPlayer(t, 10_000);
    const body = betBody(w, 1_000);
    await expect(signedCall(t.deps, 'bet', body, { secret: 'x'.repeat(64) })).rejects.toMatchObject({ status: 401, code: 'providerSignatureInvalid' });
    const raw = JSON.stringify(body);
    const ts = Math.floor(clock / 1000);
    const { signProviderBody } = await import('./provider-signature.ts');
    const { dispatchProviderCall } = await import('./provider-wallet.ts');
    const signature = signProviderBody(t.deps.config.providerSecrets[PROVIDER]!, ts, raw);
    await expect(
      dispatchProviderCall(t.deps, 'bet', { provider: PROVIDER, rawBody: raw.replace('1000', '10'), timestamp: String(ts), signature }),
    ).rejects.toMatchObject({ status: 401, code: 'providerSignatureInvalid' });
    await expect(signedCall(t.deps, 'bet', body, { provider: 'NOBODY', secret: 'y'.repeat(64) })).rejects.toMatchObject({
      status: 401,
      code: 'providerUnknown',
    });
    expect(await balance(t, w)).toBe(10_000);
  });

  it('a timestamp outside the five-minute window is refused either way; inside it is accepted', async () => {
    const w = await walletPlayer(t, 10_000);
    const now = Math.floor(clock / 1000);
    await expect(signedCall(t.deps, 'bet', betBody(w, 100), { timestamp: now - 301 })).rejects.toMatchObject({ status: 401, code: 'providerTimestampStale' });
    await expect(signedCall(t.deps, 'bet', betBody(w, 100), { timestamp: now + 301 })).rejects.toMatchObject({ status: 401, code: 'providerTimestampStale' });
    expect(await signedCall(t.deps, 'bet', betBody(w, 100), { timestamp: now - 290 })).toMatchObject({ status: 'OK' });
    expect(await balance(t, w)).toBe(9_900);
  });

  it('a body that breaks the contract is refused with 422 before anything happens', async () => {
    const w = await walletPlayer(t, 10_000);
    await expect(signedCall(t.deps, 'bet', betBody(w, 10.5))).rejects.toMatchObject({ status: 422 });
    await expect(signedCall(t.deps, 'bet', null, { rawBody: '{"txId":' })).rejects.toMatchObject({ status: 422 });
  });

  it('after the session expires a bet is refused, but the win and a rollback are still honoured', async () => {
    const w = await walletPlayer(t, 10_000);
    const bet = betBody(w, 2_000);
    const other = betBody(w, 1_000);
    await signedCall(t.deps, 'bet', bet);
    await signedCall(t.deps, 'bet', other);
    clock += (t.deps.config.sessionIdleSeconds + 60) * 1000;
    expect(await signedCall(t.deps, 'bet', betBody(w, 500))).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await signedCall(t.deps, 'balance', { sessionToken: w.sessionToken })).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect(await signedCall(t.deps, 'win', winBody(w, bet.roundId, 6_000))).toMatchObject({ status: 'OK', balance: 13_000 });
    expect(await signedCall(t.deps, 'rollback', rollbackBody(w, other.roundId, other.txId))).toMatchObject({ status: 'OK', balance: 14_000 });
  });

  it('a launch token opens one session once, and not after it expires', async () => {
    const w = await walletPlayer(t, 0);
    const launchToken = await createLaunch(t.deps.database.db, {
      userId: w.userId,
      siteSessionId: null,
      platform: PROVIDER,
      gameCode: SLOT_CODE,
      language: 'bn',
      now: new Date(clock),
    });
    expect(await signedCall(t.deps, 'authenticate', { launchToken })).toMatchObject({ status: 'OK', playerId: w.playerId, language: 'bn', balance: 0 });
    expect(await signedCall(t.deps, 'authenticate', { launchToken })).toMatchObject({ code: 'LAUNCH_TOKEN_INVALID' });
    const late = await createLaunch(t.deps.database.db, {
      userId: w.userId,
      siteSessionId: null,
      platform: PROVIDER,
      gameCode: SLOT_CODE,
      language: 'en',
      now: new Date(clock),
    });
    clock += 3 * 60_000;
    expect(await signedCall(t.deps, 'authenticate', { launchToken: late })).toMatchObject({ code: 'LAUNCH_TOKEN_INVALID' });
  });

  it('a self-excluded player cannot bet, and is still paid a win', async () => {
    const w = await walletPlayer(t, 10_000);
    const bet = betBody(w, 1_000);
    await signedCall(t.deps, 'bet', bet);
    await startExclusion(t.deps.database.db, w.userId, { kind: 'self_exclusion', duration: '6m' }, t.deps.now());
    expect(await signedCall(t.deps, 'bet', betBody(w, 1_000))).toMatchObject({ code: 'PLAYER_EXCLUDED' });
    expect(await signedCall(t.deps, 'win', winBody(w, bet.roundId, 1_500))).toMatchObject({ status: 'OK', balance: 10_500 });
  });
});
