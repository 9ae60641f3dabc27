// The crash hash chain's storage (bustabit's scheme, games/crash.ts). A chain is made once: a secret
// seed h(0), h(k+1) = sha256(h(k)) up to h(length); h(length) is the published terminal hash. Only
// every 1,000th link is stored, so any game's hash is at most 999 hashes from a checkpoint. Game g
// uses h(length - g); its hash is revealed (stored on the game) only once it has crashed.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { houseCrashChains, houseCrashCheckpoints } from '../db/schema/index.ts';
import { hashForward } from '../../games/crash.ts';

const CHECKPOINT_EVERY = 1000;
/** A million games: about four months of 12-second rounds. */
const DEFAULT_CHAIN_LENGTH = 1_000_000;

export type ChainRow = typeof houseCrashChains.$inferSelect;

// node:crypto here only for speed (a million links at start-up); it computes exactly games/crash.ts's link.
const link = (hash: string) => createHash('sha256').update(hash).digest('hex');

async function createChain(db: Db, length: number): Promise<void> {
  let hash = randomBytes(32).toString('hex');
  const checkpoints: { position: number; hash: string }[] = [{ position: 0, hash }];
  for (let k = 1; k <= length; k++) {
    hash = link(hash);
    if (k % CHECKPOINT_EVERY === 0 && k < length) checkpoints.push({ position: k, hash });
  }
  await db.transaction(async (tx) => {
    const [chain] = await tx
      .insert(houseCrashChains)
      .values({ length, terminalHash: hash, salt: randomBytes(32).toString('hex') })
      .onConflictDoNothing()
      .returning({ id: houseCrashChains.id });
    if (!chain) return; // another start made one first
    for (let i = 0; i < checkpoints.length; i += 500) {
      await tx.insert(houseCrashCheckpoints).values(checkpoints.slice(i, i + 500).map((c) => ({ chainId: chain.id, ...c })));
    }
  });
}

/** The chain in use, made on first need. */
export async function activeChain(db: Db, length = DEFAULT_CHAIN_LENGTH): Promise<ChainRow> {
  const find = () => db.select().from(houseCrashChains).where(eq(houseCrashChains.status, 'active'));
  let [chain] = await find();
  if (!chain) {
    await createChain(db, length);
    [chain] = await find();
  }
  return chain!;
}

/** Claims the next game number of the active chain; a used-up chain is retired for a fresh one. */
export async function claimGameNumber(db: Db, length = DEFAULT_CHAIN_LENGTH): Promise<{ chain: ChainRow; gameNumber: number }> {
  for (;;) {
    const chain = await activeChain(db, length);
    const [claimed] = await db
      .update(houseCrashChains)
      .set({ nextGame: sql`${houseCrashChains.nextGame} + 1` })
      .where(and(eq(houseCrashChains.id, chain.id), lte(houseCrashChains.nextGame, chain.length)))
      .returning({ gameNumber: houseCrashChains.nextGame });
    if (claimed) return { chain, gameNumber: claimed.gameNumber - 1 };
    await db.update(houseCrashChains).set({ status: 'used' }).where(eq(houseCrashChains.id, chain.id));
  }
}

/** The hash of game `gameNumber` (1-based): h(length - gameNumber), walked from its checkpoint. */
export async function gameHash(db: Db, chain: ChainRow, gameNumber: number): Promise<string> {
  const position = chain.length - gameNumber;
  const [checkpoint] = await db
    .select()
    .from(houseCrashCheckpoints)
    .where(and(eq(houseCrashCheckpoints.chainId, chain.id), lte(houseCrashCheckpoints.position, position)))
    .orderBy(desc(houseCrashCheckpoints.position))
    .limit(1);
  return hashForward(checkpoint!.hash, position - checkpoint!.position);
}
