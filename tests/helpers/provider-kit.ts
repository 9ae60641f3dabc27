// Steps for the provider wallet tests: signed calls through the one dispatch path, a funded player
// with a live game session, and the ledger invariant.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Deps } from '../../server/context.ts';
import { dispatchProviderCall } from '../../server/services/provider-wallet.ts';
import { signProviderBody } from '../../server/services/provider-signature.ts';
import { createLaunch } from '../../server/services/game-sessions.ts';
import { balanceOf, ledgerMismatches, postEntry } from '../../server/services/ledger.ts';
import type { ProviderAction, ProviderAnswer } from '../../contracts/provider-wallet.ts';
import { HOUSE_PLATFORM } from '../../contracts/games.ts';
import type { TestApp } from './test-app.ts';
import { createPlayer } from './players.ts';

export const PROVIDER = HOUSE_PLATFORM;
export const SLOT_CODE = 'chakka_lucky_sixes';

export interface SignOptions {
  secret?: string;
  timestamp?: number;
  provider?: string;
  rawBody?: string;
}

/** A provider call signed as a real provider signs it, through dispatchProviderCall. */
export function signedCall<A extends ProviderAction>(deps: Deps, action: A, body: unknown, opts: SignOptions = {}): Promise<ProviderAnswer<A>> {
  const provider = opts.provider ?? PROVIDER;
  const rawBody = opts.rawBody ?? JSON.stringify(body);
  const timestamp = opts.timestamp ?? Math.floor(deps.now().getTime() / 1000);
  const secret = opts.secret ?? deps.config.providerSecrets[provider]!;
  return dispatchProviderCall(deps, action, { provider, rawBody, timestamp: String(timestamp), signature: signProviderBody(secret, timestamp, rawBody) });
}

export interface WalletPlayer {
  userId: number;
  playerId: string;
  sessionToken: string;
  token: string;
}

/** A player holding `poisha`, with a game session opened through authenticate. */
export async function walletPlayer(t: TestApp, poisha: number, gameCode = SLOT_CODE): Promise<WalletPlayer> {
  const p = await createPlayer(t);
  const userId = Number(p.remote_id);
  if (poisha > 0) await postEntry(t.deps.database.db, { userId, amountPoisha: poisha, kind: 'adjustment', memo: 'test funding' });
  const launchToken = await createLaunch(t.deps.database.db, { userId, siteSessionId: null, platform: PROVIDER, gameCode, language: 'en', now: t.deps.now() });
  const auth = await signedCall(t.deps, 'authenticate', { launchToken });
  if (auth.status !== 'OK') throw new Error(`authenticate refused: ${auth.code}`);
  return { userId, playerId: auth.playerId, sessionToken: auth.sessionToken, token: p.token };
}

export const txId = (prefix = 'tx') => `${prefix}-${randomUUID()}`;

export function betBody(w: WalletPlayer, amount: number, extra: Record<string, unknown> = {}) {
  return {
    txId: txId('bet'),
    playerId: w.playerId,
    sessionToken: w.sessionToken,
    roundId: txId('round'),
    gameCode: SLOT_CODE,
    currency: 'BDT',
    amount,
    ...extra,
  };
}

export const balance = (t: TestApp, w: WalletPlayer) => balanceOf(t.deps.database.db, w.userId);

export async function expectLedgerInvariant(t: TestApp): Promise<void> {
  expect(await ledgerMismatches(t.deps.database.db)).toEqual([]);
}
