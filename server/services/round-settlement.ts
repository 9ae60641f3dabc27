// Provider rounds and their settlement. A round is one player's part in one game round of a provider;
// bets add to it, wins add to it, and the win that closes it settles it. Settling writes the betting
// record and advances the player's turnover requirements in the caller's transaction, so a round is
// never settled without both (nor both without the money move that settled it).
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bettingRecords, gameCatalogue, providerRounds } from '../db/schema/index.ts';
import { advanceTurnover } from './turnover.ts';
import { recordPlay } from './loyalty.ts';

export type RoundRow = typeof providerRounds.$inferSelect;

/** The game a provider may stake on: a catalogue game of its own platform. */
export async function providerGame(tx: Db, provider: string, gameCode: string) {
  const [game] = await tx
    .select({ code: gameCatalogue.code, name: gameCatalogue.name, type: gameCatalogue.type, platform: gameCatalogue.platform })
    .from(gameCatalogue)
    .where(and(eq(gameCatalogue.code, gameCode), eq(gameCatalogue.platform, provider)));
  return game ?? null;
}

/** The round, created open if new, locked FOR UPDATE for the rest of the caller's transaction. */
export async function lockRound(tx: Db, key: { provider: string; userId: number; roundId: string; gameCode: string }): Promise<RoundRow> {
  await tx
    .insert(providerRounds)
    .values(key)
    .onConflictDoNothing({
      target: [providerRounds.provider, providerRounds.userId, providerRounds.roundId],
    });
  const [round] = await tx
    .select()
    .from(providerRounds)
    .where(and(eq(providerRounds.provider, key.provider), eq(providerRounds.userId, key.userId), eq(providerRounds.roundId, key.roundId)))
    .for('update');
  return round!;
}

export async function addToRound(tx: Db, roundPk: number, change: { betPoisha?: number; winPoisha?: number }): Promise<void> {
  await tx
    .update(providerRounds)
    .set({
      betPoisha: sql`${providerRounds.betPoisha} + ${change.betPoisha ?? 0}`,
      winPoisha: sql`${providerRounds.winPoisha} + ${change.winPoisha ?? 0}`,
    })
    .where(eq(providerRounds.id, roundPk));
}

export async function cancelRound(tx: Db, roundPk: number, now: Date): Promise<void> {
  await tx.update(providerRounds).set({ status: 'cancelled', settledAt: now }).where(eq(providerRounds.id, roundPk));
}

export interface SettledRound {
  roundPk: number;
  userId: number;
  provider: string;
  gameCode: string;
  gameType: string;
  betPoisha: number;
  winPoisha: number;
}

/**
 * VIP points and referral turnover (services/loyalty.ts): every settled round passes through this
 * one function, inside the settling transaction, so the stake is counted once.
 */
export async function feedLoyaltyProgrammes(tx: Db, round: SettledRound): Promise<void> {
  await recordPlay(tx, round.userId, round.betPoisha);
}

/** Closes an open round: betting record, turnover, loyalty hook; all in the caller's transaction. */
export async function settleRound(tx: Db, roundPk: number, now: Date): Promise<SettledRound> {
  const [round] = await tx
    .update(providerRounds)
    .set({ status: 'settled', settledAt: now })
    .where(and(eq(providerRounds.id, roundPk), eq(providerRounds.status, 'open')))
    .returning();
  if (!round) throw new Error(`round ${roundPk} is not open`);
  const game = await providerGame(tx, round.provider, round.gameCode);
  const settled: SettledRound = {
    roundPk,
    userId: round.userId,
    provider: round.provider,
    gameCode: round.gameCode,
    gameType: game?.type ?? '',
    betPoisha: round.betPoisha,
    winPoisha: round.winPoisha,
  };
  await tx.insert(bettingRecords).values({
    userId: round.userId,
    roundPk,
    platform: game?.platform ?? round.provider,
    gameType: settled.gameType,
    gameCode: round.gameCode,
    gameName: game?.name ?? round.gameCode,
    betPoisha: round.betPoisha,
    winPoisha: round.winPoisha,
    createdAt: now,
  });
  await advanceTurnover(tx, round.userId, round.betPoisha);
  await feedLoyaltyProgrammes(tx, settled);
  return settled;
}
