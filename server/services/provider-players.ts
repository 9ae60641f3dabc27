// Who a provider call is about: the player behind a provider's playerId, and the game-session policy.
import { eq } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { GameSessionPolicy } from './game-sessions.ts';

export type Currency = 'BDT' | 'INR' | 'PKR';
export interface WalletPlayer {
  id: number;
  currency: Currency;
}

/** Game sessions follow the site's session limits: idle and absolute. */
export const sessionPolicy = (deps: Deps): GameSessionPolicy => ({
  idleSeconds: deps.config.sessionIdleSeconds,
  absoluteSeconds: deps.config.sessionAbsoluteSeconds,
});

/** A player account (operators never play); null when the id names none. */
export async function findPlayer(db: Db, playerId: string): Promise<WalletPlayer | null> {
  const [row] = await db
    .select({ id: users.id, currency: users.currency, role: users.role })
    .from(users)
    .where(eq(users.id, Number(playerId)));
  return row && row.role === 'player' ? { id: row.id, currency: row.currency as Currency } : null;
}
