// The house provider's provably-fair seed pairs: one active pair per player, whose server seed is
// shown only as its sha256 until the player rotates it; rotating reveals it and starts a new pair
// with the client seed the player chose. Each round takes the next nonce of the active pair.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { houseSeedPairs } from '../db/schema/index.ts';
import { randomSeedHex, serverSeedHash } from '../../games/fair-random.ts';

export type SeedPair = typeof houseSeedPairs.$inferSelect;

async function insertPair(tx: Db, userId: number, clientSeed: string): Promise<void> {
  const serverSeed = randomSeedHex();
  await tx
    .insert(houseSeedPairs)
    .values({ userId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), clientSeed })
    .onConflictDoNothing();
}

/** The player's active pair, made on first use, locked for the caller's transaction. */
export async function activePair(tx: Db, userId: number): Promise<SeedPair> {
  const find = () =>
    tx
      .select()
      .from(houseSeedPairs)
      .where(and(eq(houseSeedPairs.userId, userId), eq(houseSeedPairs.status, 'active')))
      .for('update');
  let [pair] = await find();
  if (!pair) {
    await insertPair(tx, userId, randomSeedHex(8));
    [pair] = await find();
  }
  return pair!;
}

/** The seeds and nonce for the player's next round, advancing the nonce in the same step. */
export async function takeNonce(tx: Db, userId: number): Promise<{ pair: SeedPair; nonce: number }> {
  const pair = await activePair(tx, userId);
  await tx
    .update(houseSeedPairs)
    .set({ nextNonce: sql`${houseSeedPairs.nextNonce} + 1` })
    .where(eq(houseSeedPairs.id, pair.id));
  return { pair, nonce: pair.nextNonce };
}

/** Reveals the active pair and starts a new one with the player's client seed. */
export async function rotatePair(db: Db, userId: number, clientSeed: string, now: Date): Promise<{ revealed: SeedPair; active: SeedPair }> {
  return db.transaction(async (tx) => {
    const old = await activePair(tx, userId);
    await tx.update(houseSeedPairs).set({ status: 'revealed', revealedAt: now }).where(eq(houseSeedPairs.id, old.id));
    await insertPair(tx, userId, clientSeed);
    const active = await activePair(tx, userId);
    return { revealed: { ...old, status: 'revealed' as const, revealedAt: now }, active };
  });
}
