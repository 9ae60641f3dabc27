// A provider's bet (debit). Refused, with the reason stored as its answer, when: the currency is not
// the player's, the game is not the provider's, the game session is not live (a bet needs one), the
// player is self-excluded, a rollback for this tx id came first (tombstone), the round is closed, or
// the balance is short (the answer then carries the actual balance). The debit is the ledger's
// conditional update, so concurrent bets can never take the balance below zero.
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { providerTombstones } from '../db/schema/index.ts';
import type { BetRequest, ProviderAnswer, ProviderErrorCode } from '../../contracts/provider-wallet.ts';
import { balanceOf, postEntry } from './ledger.ts';
import { liveGameSession } from './game-sessions.ts';
import { findPlayer, sessionPolicy } from './provider-players.ts';
import { claimProviderTx, finishProviderTx, lockBetTxId, providerRequestHash, refusal } from './provider-transactions.ts';
import { isSelfExcluded } from './responsible-gaming.ts';
import { addToRound, lockRound, providerGame } from './round-settlement.ts';

export async function placeBet(deps: Deps, provider: string, req: BetRequest): Promise<ProviderAnswer<'bet'>> {
  const db = deps.database.db;
  const now = deps.now();
  const player = await findPlayer(db, req.playerId);
  if (!player) return refusal('PLAYER_NOT_FOUND');
  const requestHash = providerRequestHash('bet', req);
  return db.transaction(async (tx) => {
    await lockBetTxId(tx, provider, req.txId);
    const claim = await claimProviderTx<ProviderAnswer<'bet'>>(tx, { provider, txId: req.txId, kind: 'bet', userId: player.id, requestHash });
    if (!claim.claimed) return claim.answer;
    const refuse = async (code: ProviderErrorCode, withBalance = false) => {
      const answer = refusal(code, withBalance ? { balance: await balanceOf(tx, player.id), currency: player.currency } : {});
      await finishProviderTx(tx, claim.id, { status: 'refused', answer, amountPoisha: req.amount });
      return answer;
    };

    if (req.currency !== player.currency) return refuse('CURRENCY_MISMATCH');
    if (!(await providerGame(tx, provider, req.gameCode))) return refuse('GAME_NOT_FOUND');
    const live = await liveGameSession(tx, provider, req.sessionToken, sessionPolicy(deps), now);
    if (!live || live.userId !== player.id) return refuse('SESSION_EXPIRED');
    if (await isSelfExcluded(tx, player.id, { now, stakePoisha: req.amount })) return refuse('PLAYER_EXCLUDED');
    const [tombstone] = await tx
      .select({ at: providerTombstones.createdAt })
      .from(providerTombstones)
      .where(and(eq(providerTombstones.provider, provider), eq(providerTombstones.betTxId, req.txId)));
    if (tombstone) return refuse('BET_ROLLED_BACK');
    const round = await lockRound(tx, { provider, userId: player.id, roundId: req.roundId, gameCode: req.gameCode });
    if (round.gameCode !== req.gameCode) return refuse('ROUND_MISMATCH');
    if (round.status !== 'open') return refuse('ROUND_CLOSED');

    const balance = await postEntry(tx, {
      userId: player.id,
      amountPoisha: -req.amount,
      kind: 'casino_bet',
      providerTxId: claim.id,
      memo: `${provider} ${req.gameCode} round ${req.roundId}`,
    });
    if (balance === null) return refuse('INSUFFICIENT_FUNDS', true);
    await addToRound(tx, round.id, { betPoisha: req.amount });
    const answer = { status: 'OK' as const, txId: req.txId, currency: player.currency, balance };
    await finishProviderTx(tx, claim.id, { status: 'accepted', answer, roundPk: round.id, amountPoisha: req.amount });
    return answer;
  });
}
