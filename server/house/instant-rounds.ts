// One round of a house instant game (slot, Jhandi Munda), as the house provider plays it: take the
// player's next nonce and derive the outcome (house tables), then stake it and pay it through the
// signed wallet calls, exactly as an outside provider would (bet, then win with roundClosed). A round
// left open by a crash between those steps is rolled back at the next start (resumeOpenRounds): the
// player never saw its outcome, so the stake is returned, as aggregators do with unsure bets.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import { houseRounds, houseSeedPairs, users } from '../db/schema/index.ts';
import { requestHash } from '../services/idempotency.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { fail } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import type { SeedInput } from '../../games/fair-random.ts';
import { refusalToError, type HousePlayer, type WalletClient } from './wallet-client.ts';
import { takeNonce } from './seeds.ts';

export type HouseRoundRow = typeof houseRounds.$inferSelect;
export type InstantGame = 'slot' | 'jhandi_munda';
const INSTANT_GAME_CODES: Record<InstantGame, string> = { slot: 'chakka_lucky_sixes', jhandi_munda: 'chakka_jhandi_munda' };

const ids = (row: HouseRoundRow) => ({
  roundId: `${row.game}-${row.id}`,
  betTxId: `${row.game}-${row.id}:bet`,
  winTxId: `${row.game}-${row.id}:win`,
});

type Played<O> = { row: HouseRoundRow; outcome: O; serverSeedHash: string; balance: number };

/**
 * The round a retried request (same Idempotency-Key) already played: the same round again, never a
 * second stake. Null when the key is new. The same key for another game or stake is refused.
 */
async function replayedRound<O>(deps: Deps, player: HousePlayer, play: { game: InstantGame; bet: unknown; requestKey?: string }): Promise<Played<O> | null> {
  if (!play.requestKey) return null;
  const [found] = await deps.database.db
    .select({ row: houseRounds, serverSeedHash: houseSeedPairs.serverSeedHash })
    .from(houseRounds)
    .innerJoin(houseSeedPairs, eq(houseSeedPairs.id, houseRounds.seedPairId))
    .where(and(eq(houseRounds.userId, player.userId), eq(houseRounds.requestKey, play.requestKey)));
  if (!found) return null;
  if (found.row.game !== play.game || requestHash(play.game, found.row.bet) !== requestHash(play.game, play.bet)) throw fail(422, 'idempotencyKeyReused');
  if (found.row.status !== 'settled') throw fail(409, 'idempotencyInProgress');
  return { row: found.row, outcome: found.row.outcome as O, serverSeedHash: found.serverSeedHash, balance: player.balance };
}

export async function playInstantRound<O extends { payoutPoisha: number }>(
  deps: Deps,
  wallet: WalletClient,
  player: HousePlayer,
  play: {
    game: InstantGame;
    stakePoisha: number;
    bet: unknown;
    outcome: (seeds: SeedInput) => O;
    requestKey?: string;
  },
): Promise<Played<O>> {
  const replay = await replayedRound<O>(deps, player, play);
  if (replay) return replay;
  const { row, outcome, serverSeedHash } = await deps.database.db
    .transaction(async (tx) => {
      const { pair, nonce } = await takeNonce(tx, player.userId);
      const result = play.outcome({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce });
      const [inserted] = await tx
        .insert(houseRounds)
        .values({
          userId: player.userId,
          game: play.game,
          seedPairId: pair.id,
          nonce,
          clientSeed: pair.clientSeed,
          stakePoisha: play.stakePoisha,
          payoutPoisha: result.payoutPoisha,
          bet: play.bet,
          outcome: result,
          requestKey: play.requestKey ?? null,
        })
        .returning();
      return { row: inserted!, outcome: result, serverSeedHash: pair.serverSeedHash };
    })
    .catch((err: unknown) => {
      // The same key arrived twice at once: the first is playing it (its nonce was not taken twice).
      if (isUniqueViolation(err, 'house_rounds_request_key')) throw fail(409, 'idempotencyInProgress');
      throw err;
    });
  const common = { playerId: player.playerId, roundId: ids(row).roundId, gameCode: INSTANT_GAME_CODES[play.game], currency: player.currency };
  const bet = await wallet.call('bet', { ...common, txId: ids(row).betTxId, sessionToken: player.sessionToken, amount: play.stakePoisha });
  if (bet.status === 'ERROR') {
    await markRound(deps, row.id, 'cancelled');
    throw refusalToError(bet);
  }
  const win = await wallet.call('win', { ...common, txId: ids(row).winTxId, amount: outcome.payoutPoisha, roundClosed: true });
  if (win.status === 'ERROR') throw fail(409, 'errorTryAgain');
  await markRound(deps, row.id, 'settled');
  return { row, outcome, serverSeedHash, balance: win.balance };
}

async function markRound(deps: Deps, id: number, status: 'settled' | 'cancelled'): Promise<void> {
  // A cancelled round gives its request key up: the retry of a refused stake may be played afresh.
  await deps.database.db
    .update(houseRounds)
    .set(status === 'cancelled' ? { status, requestKey: null } : { status })
    .where(and(eq(houseRounds.id, id), eq(houseRounds.status, 'open')));
}

/**
 * Rolls back every round left open more than `olderThanMs` ago (at start-up, alone: all of them). A round's
 * age is read on the database's clock, which wrote its created_at and which every process shares: on the
 * leader's own clock, a host running a minute ahead would roll back a round another process is playing.
 */
export async function resumeOpenRounds(deps: Deps, wallet: WalletClient, olderThanMs: number): Promise<number> {
  const open = await deps.database.db
    .select()
    .from(houseRounds)
    .where(and(eq(houseRounds.status, 'open'), lt(houseRounds.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`)));
  for (const row of open) {
    const [user] = await deps.database.db.select({ currency: users.currency }).from(users).where(eq(users.id, row.userId));
    const answer = await wallet.call('rollback', {
      txId: `${ids(row).betTxId}:rollback`,
      playerId: String(row.userId),
      roundId: ids(row).roundId,
      gameCode: INSTANT_GAME_CODES[row.game],
      currency: (user?.currency ?? 'BDT') as 'BDT' | 'INR' | 'PKR',
      betTxId: ids(row).betTxId,
    });
    // ROUND_CLOSED: the win had landed, so the round was in fact settled.
    const status = answer.status === 'ERROR' && answer.code === 'ROUND_CLOSED' ? 'settled' : 'cancelled';
    await markRound(deps, row.id, status);
    logger.info('house round resumed', { round: row.id, status });
  }
  return open.length;
}
