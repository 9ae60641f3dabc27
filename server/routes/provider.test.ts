// The provider area through HTTP, as an aggregator calls it: POST /api/provider/{provider}/{action}
// signed over the raw body. The signature and timestamp are checked before the body is read (a bad
// signature on a broken body is 401, not 422), then the action's contract (422), then the action.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { balance, betBody, expectLedgerInvariant, txId, walletPlayer, type WalletPlayer } from '../../tests/helpers/provider-kit.ts';
import { signProviderBody } from '../services/provider-signature.ts';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_TIMESTAMP_HEADER } from '../../contracts/provider-wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

const secret = () => t.deps.config.providerSecrets.CHAKKA!;
const now = () => Math.floor(Date.now() / 1000);

/** Sends `raw` to an action, signed with `sign` (default: the house secret, now). */
function post(action: string, raw: string, sign: { secret?: string; ts?: number; provider?: string; signature?: string } = {}) {
  const ts = sign.ts ?? now();
  const signature = sign.signature ?? signProviderBody(sign.secret ?? secret(), ts, raw);
  return t.call('POST', `/api/provider/${sign.provider ?? 'CHAKKA'}/${action}`, {
    body: raw,
    headers: { [PROVIDER_SIGNATURE_HEADER]: signature, [PROVIDER_TIMESTAMP_HEADER]: String(ts) },
  });
}

let w: WalletPlayer;
beforeAll(async () => {
  w = await walletPlayer(t, 10_000);
});

describe('the provider wallet over HTTP', () => {
  it('answers a signed balance call with the balance in poisha', async () => {
    const res = await post('balance', JSON.stringify({ sessionToken: w.sessionToken }));
    expect(res).toMatchObject({ status: 200, body: { status: 'OK', playerId: w.playerId, currency: 'BDT', balance: 10_000 } });
  });

  it.each([
    ['a wrong secret', { secret: 'x'.repeat(64) }, 'providerSignatureInvalid'],
    ['a signature of another body', { signature: signProviderBody('y'.repeat(64), 1, '{}') }, 'providerSignatureInvalid'],
    ['a timestamp six minutes old', { ts: now() - 360 }, 'providerTimestampStale'],
    ['an unknown provider', { provider: 'NOBODY' }, 'providerUnknown'],
  ])('refuses %s with 401 before reading the body', async (_, sign, code) => {
    const res = await post('bet', '{"this is": not json', sign);
    expect(res).toMatchObject({ status: 401, body: { code } });
  });

  it('refuses a signed body that breaks the action contract with 422 naming the fields', async () => {
    const res = await post('bet', JSON.stringify({ ...betBody(w, 100), amount: -5, currency: 'USD' }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['amount', 'currency']);
  });

  it('refuses unreadable JSON that is signed with 400 or 422, never a 500', async () => {
    const res = await post('bet', '{"txId": ');
    expect([400, 422]).toContain(res.status);
  });

  it('debits a bet once however often it is replayed, and a rollback restores the balance', async () => {
    const body = JSON.stringify(betBody(w, 700));
    const first = await post('bet', body);
    const again = await post('bet', body);
    expect(first.body).toMatchObject({ status: 'OK', balance: 9_300 });
    expect(again.body).toEqual(first.body);
    const bet = JSON.parse(body) as { txId: string; roundId: string };
    const rollback = await post(
      'rollback',
      JSON.stringify({
        txId: txId('rb'),
        playerId: w.playerId,
        roundId: bet.roundId,
        gameCode: 'chakka_lucky_sixes',
        currency: 'BDT',
        betTxId: bet.txId,
      }),
    );
    expect(rollback.body).toMatchObject({ status: 'OK', balance: 10_000 });
    expect(await balance(t, w)).toBe(10_000);
  });

  it('answers not enough money as a 200 refusal carrying the actual balance', async () => {
    const res = await post('bet', JSON.stringify(betBody(w, 1_000_000)));
    expect(res).toMatchObject({ status: 200, body: { status: 'ERROR', code: 'INSUFFICIENT_FUNDS', balance: 10_000 } });
  });

  it('refuses a late bet after its rollback arrived first (tombstone)', async () => {
    const bet = betBody(w, 500);
    const early = await post(
      'rollback',
      JSON.stringify({
        txId: txId('rb'),
        playerId: w.playerId,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
        currency: 'BDT',
        betTxId: bet.txId,
      }),
    );
    expect(early.body).toMatchObject({ status: 'OK', noEffect: true });
    expect((await post('bet', JSON.stringify(bet))).body).toMatchObject({ status: 'ERROR', code: 'BET_ROLLED_BACK' });
    expect(await balance(t, w)).toBe(10_000);
  });
});
