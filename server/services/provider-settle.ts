// A provider's win (credit) and rollback (refund of a bet). Neither needs a live game session: a
// round must settle and a refund must land even after the player logged out or the session expired.
// A win with roundClosed settles the round (betting record + turnover, round-settlement.ts). A
// rollback of a bet we never saw leaves a tombstone, so the bet, if it arrives later, is refused.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { providerRounds, providerTombstones, providerTransactions } from '../db/schema/index.ts';
import type { ProviderAnswer, ProviderErrorCode, RollbackRequest, WinRequest } from '../../contracts/provider-wallet.ts';
import { balanceOf, postEntry } from './ledger.ts';
import { findPlayer, type WalletPlayer } from './provider-players.ts';
import { claimProviderTx, finishProviderTx, lockBetTxId, providerRequestHash, refusal } from './provider-transactions.ts';
import { addToRound, cancelRound, lockRound, providerGame, settleRound } from './round-settlement.ts';

type TxAnswer = ProviderAnswer<'win'>;

function refuser(tx: Db, claimId: number) {
  return async (code: ProviderErrorCode) => {
    const answer = refusal(code);
    await finishProviderTx(tx, claimId, { status: 'refused', answer });
    return answer;
  };
}

const ok = (txId: string, player: WalletPlayer, balance: number, noEffect?: boolean): TxAnswer => ({
  status: 'OK',
  txId,
  currency: player.currency,
  balance,
  ...(noEffect ? { noEffect } : {}),
});

export async function settleWin(deps: Deps, provider: string, req: WinRequest): Promise<ProviderAnswer<'win'>> {
  const db = deps.database.db;
  const now = deps.now();
  const player = await findPlayer(db, req.playerId);
  if (!player) return refusal('PLAYER_NOT_FOUND');
  const requestHash = providerRequestHash('win', req);
  return db.transaction(async (tx) => {
    const claim = await claimProviderTx<TxAnswer>(tx, { provider, txId: req.txId, kind: 'win', userId: player.id, requestHash });
    if (!claim.claimed) return claim.answer;
    const refuse = refuser(tx, claim.id);
    if (req.currency !== player.currency) return refuse('CURRENCY_MISMATCH');
    if (!(await providerGame(tx, provider, req.gameCode))) return refuse('GAME_NOT_FOUND');
    const round = await lockRound(tx, { provider, userId: player.id, roundId: req.roundId, gameCode: req.gameCode });
    if (round.gameCode !== req.gameCode) return refuse('ROUND_MISMATCH');
    if (round.status !== 'open') return refuse('ROUND_CLOSED');

    const balance =
      req.amount > 0
        ? (await postEntry(tx, {
            userId: player.id,
            amountPoisha: req.amount,
            kind: 'casino_win',
            providerTxId: claim.id,
            memo: `${provider} ${req.gameCode} round ${req.roundId}`,
          }))!
        : await balanceOf(tx, player.id);
    await addToRound(tx, round.id, { winPoisha: req.amount });
    if (req.roundClosed) await settleRound(tx, round.id, now);
    const answer = ok(req.txId, player, balance);
    await finishProviderTx(tx, claim.id, { status: 'accepted', answer, roundPk: round.id, amountPoisha: req.amount });
    return answer;
  });
}

export async function rollbackBet(deps: Deps, provider: string, req: RollbackRequest): Promise<ProviderAnswer<'rollback'>> {
  const db = deps.database.db;
  const now = deps.now();
  const player = await findPlayer(db, req.playerId);
  if (!player) return refusal('PLAYER_NOT_FOUND');
  const requestHash = providerRequestHash('rollback', req);
  return db.transaction(async (tx) => {
    await lockBetTxId(tx, provider, req.betTxId);
    const claim = await claimProviderTx<TxAnswer>(tx, { provider, txId: req.txId, kind: 'rollback', userId: player.id, requestHash, refTxId: req.betTxId });
    if (!claim.claimed) return claim.answer;
    const refuse = refuser(tx, claim.id);
    if (req.currency !== player.currency) return refuse('CURRENCY_MISMATCH');
    if (!(await providerGame(tx, provider, req.gameCode))) return refuse('GAME_NOT_FOUND');

    const [bet] = await tx
      .select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, provider), eq(providerTransactions.txId, req.betTxId)));
    if (!bet) {
      // The bet has not arrived (or never will): its tx id dies here, and a late bet is refused.
      await tx
        .insert(providerTombstones)
        .values({ provider, betTxId: req.betTxId, rollbackTxId: req.txId, userId: player.id, roundId: req.roundId })
        .onConflictDoNothing();
      const answer = ok(req.txId, player, await balanceOf(tx, player.id), true);
      await finishProviderTx(tx, claim.id, { status: 'tombstone', answer });
      return answer;
    }
    if (bet.kind !== 'bet' || bet.userId !== player.id) return refuse('ROUND_MISMATCH');
    if (bet.status !== 'accepted') {
      // Refused or already refunded: nothing to give back, and saying OK lets the provider move on.
      const answer = ok(req.txId, player, await balanceOf(tx, player.id), true);
      await finishProviderTx(tx, claim.id, { status: 'no_effect', answer });
      return answer;
    }
    const [betRound] = await tx.select().from(providerRounds).where(eq(providerRounds.id, bet.roundPk!));
    if (!betRound || betRound.roundId !== req.roundId) return refuse('ROUND_MISMATCH');
    const round = await lockRound(tx, { provider, userId: player.id, roundId: betRound.roundId, gameCode: betRound.gameCode });
    if (round.status !== 'open') return refuse('ROUND_CLOSED');

    const balance = (await postEntry(tx, {
      userId: player.id,
      amountPoisha: bet.amountPoisha,
      kind: 'casino_rollback',
      providerTxId: claim.id,
      memo: `${provider} rollback of ${req.betTxId}`,
    }))!;
    await tx.update(providerTransactions).set({ status: 'rolled_back' }).where(eq(providerTransactions.id, bet.id));
    await addToRound(tx, round.id, { betPoisha: -bet.amountPoisha });
    if (round.betPoisha === bet.amountPoisha && round.winPoisha === 0) await cancelRound(tx, round.id, now);
    const answer = ok(req.txId, player, balance);
    await finishProviderTx(tx, claim.id, { status: 'refunded', answer, roundPk: round.id, amountPoisha: bet.amountPoisha });
    return answer;
  });
}
