// Steps for the engagement tests (VIP, referral, inbox): players who play real casino rounds through
// the provider wallet, so their stakes reach the programmes the way production's do.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../server/db/schema/index.ts';
import type { TestApp } from './test-app.ts';
import { createLaunch } from '../../server/services/game-sessions.ts';
import { postEntry } from '../../server/services/ledger.ts';
import { createPlayer } from './players.ts';
import { betBody, PROVIDER, signedCall, SLOT_CODE, txId, type WalletPlayer } from './provider-kit.ts';

export const idem = () => ({ 'Idempotency-Key': randomUUID() });

/** Stakes `poisha` on one round and closes it with a win of `winPoisha`: one settled round. */
export async function playRound(t: TestApp, w: WalletPlayer, poisha: number, winPoisha = 0): Promise<void> {
  const bet = betBody(w, poisha);
  expect((await signedCall(t.deps, 'bet', bet)).status).toBe('OK');
  const win = { txId: txId('win'), playerId: w.playerId, roundId: bet.roundId, gameCode: bet.gameCode, currency: 'BDT', amount: winPoisha, roundClosed: true };
  expect((await signedCall(t.deps, 'win', win)).status).toBe('OK');
}

/** A funded player with a game session, signed up through the API with `referralCode` when given. */
export async function playingPlayer(t: TestApp, poisha: number, referralCode?: string): Promise<WalletPlayer> {
  const p = await createPlayer(t, referralCode ? { referral_code: referralCode } : {});
  const userId = Number(p.remote_id);
  if (poisha > 0) await postEntry(t.deps.database.db, { userId, amountPoisha: poisha, kind: 'adjustment', memo: 'test funding' });
  const launchToken = await createLaunch(t.deps.database.db, {
    userId,
    siteSessionId: null,
    platform: PROVIDER,
    gameCode: SLOT_CODE,
    language: 'en',
    now: t.deps.now(),
  });
  const auth = await signedCall(t.deps, 'authenticate', { launchToken });
  if (auth.status !== 'OK') throw new Error(`authenticate refused: ${auth.code}`);
  return { userId, playerId: auth.playerId, sessionToken: auth.sessionToken, token: p.token };
}

export async function userRow(t: TestApp, userId: number) {
  const [row] = await t.deps.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

export async function setRates(t: TestApp, op: string, rates: { vp_turnover: number; vp_value: number; referral_share_percent: number }) {
  const res = await t.call('PUT', '/api/operator/engagement-settings', { token: op, body: rates });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}
