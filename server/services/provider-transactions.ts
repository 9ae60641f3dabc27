// The provider transactions store: idempotency by (provider, tx id) for bets, wins and rollbacks.
// A call claims its tx id by inserting the row inside the transaction of its effect; a concurrent
// replay blocks on the unique key until the first commits, then finds the stored answer and returns
// it (one effect). If the first rolled back, the replay runs afresh. The same tx id with another
// request is refused (TX_ID_REUSED) without touching anything.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { providerTransactions } from '../db/schema/index.ts';
import type { ProviderErrorAnswer, ProviderErrorCode } from '../../contracts/provider-wallet.ts';
import { gamesMessages as M } from '../../contracts/messages/games.ts';

export type TxKind = 'bet' | 'win' | 'rollback';

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What makes two requests "the same": everything but the session token (a refreshed token may retry). */
export function providerRequestHash(kind: TxKind, body: Record<string, unknown>): string {
  const { sessionToken: _ignored, ...meaning } = body;
  return createHash('sha256')
    .update(`${kind}\n${stable(meaning)}`)
    .digest('hex');
}

const MESSAGE_OF: Record<ProviderErrorCode, string> = {
  INSUFFICIENT_FUNDS: M.providerInsufficientFunds,
  SESSION_EXPIRED: M.providerSessionExpired,
  LAUNCH_TOKEN_INVALID: M.providerLaunchTokenInvalid,
  PLAYER_NOT_FOUND: M.providerPlayerNotFound,
  PLAYER_EXCLUDED: M.selfExcluded,
  CURRENCY_MISMATCH: M.providerCurrencyMismatch,
  GAME_NOT_FOUND: M.providerGameNotFound,
  BET_ROLLED_BACK: M.providerBetRolledBack,
  ROUND_CLOSED: M.providerRoundClosed,
  ROUND_MISMATCH: M.providerRoundMismatch,
  TX_ID_REUSED: M.providerTxIdReused,
};

export function refusal(code: ProviderErrorCode, extra: Pick<ProviderErrorAnswer, 'balance' | 'currency'> = {}): ProviderErrorAnswer {
  return { status: 'ERROR', code, message: MESSAGE_OF[code], ...extra };
}

export type Claim<A> = { claimed: true; id: number } | { claimed: false; answer: A | ProviderErrorAnswer };

/** Claims (provider, txId) for this call, or returns the answer a first call with it got. */
export async function claimProviderTx<A>(
  tx: Db,
  row: {
    provider: string;
    txId: string;
    kind: TxKind;
    userId: number;
    requestHash: string;
    refTxId?: string;
  },
): Promise<Claim<A>> {
  const [inserted] = await tx
    .insert(providerTransactions)
    .values({
      provider: row.provider,
      txId: row.txId,
      kind: row.kind,
      userId: row.userId,
      status: 'pending',
      requestHash: row.requestHash,
      refTxId: row.refTxId ?? null,
    })
    .onConflictDoNothing({ target: [providerTransactions.provider, providerTransactions.txId] })
    .returning({ id: providerTransactions.id });
  if (inserted) return { claimed: true, id: inserted.id };
  const [prior] = await tx
    .select({ requestHash: providerTransactions.requestHash, response: providerTransactions.response })
    .from(providerTransactions)
    .where(and(eq(providerTransactions.provider, row.provider), eq(providerTransactions.txId, row.txId)));
  if (!prior || prior.requestHash !== row.requestHash || prior.response === null) return { claimed: false, answer: refusal('TX_ID_REUSED') };
  return { claimed: false, answer: prior.response as A };
}

/** Stores the outcome and the answer of a claimed call (in the same transaction as its effect). */
export async function finishProviderTx(
  tx: Db,
  id: number,
  outcome: {
    status: string;
    answer: unknown;
    roundPk?: number | null;
    amountPoisha?: number;
  },
): Promise<void> {
  await tx
    .update(providerTransactions)
    .set({
      status: outcome.status,
      response: outcome.answer,
      ...(outcome.roundPk !== undefined ? { roundPk: outcome.roundPk } : {}),
      ...(outcome.amountPoisha !== undefined ? { amountPoisha: outcome.amountPoisha } : {}),
    })
    .where(eq(providerTransactions.id, id));
}

/**
 * Serialises every call about one bet tx id (the bet itself and any rollback naming it), so a
 * rollback racing its own bet either refunds it or leaves a tombstone the bet then sees.
 */
export async function lockBetTxId(tx: Db, provider: string, betTxId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${provider}\n${betTxId}`}, 0))`);
}
