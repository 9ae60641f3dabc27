// What a restart finds of the crash game. A game that never crashed is cancelled: its open bets are
// refunded (rollback), and a bet already decided (cashed or lost) has its win re-sent, which the
// wallet answers once (idempotent by tx id). Decided bets of recently crashed games are re-sent too,
// in case the process died between writing the decision and the wallet call.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../context.ts';
import type { Db } from '../db/client.ts';
import { houseCrashBets, houseCrashGames, users } from '../db/schema/index.ts';
import { logger } from '../lib/logger.ts';
import type { WalletClient } from './wallet-client.ts';
import { CRASH_GAME_CODE, crashTxIds, type CrashHistoryItem } from './crash-state.ts';
import { roundEndX100 } from '../../games/crash.ts';

export async function recoverCrashGames(deps: Deps, wallet: WalletClient): Promise<void> {
  const db = deps.database.db;
  const since = new Date(deps.now().getTime() - 60 * 60_000);
  const games = await db
    .select()
    .from(houseCrashGames)
    .where(inArray(houseCrashGames.phase, ['betting', 'running']));
  const recent = await db
    .select()
    .from(houseCrashGames)
    .where(and(eq(houseCrashGames.phase, 'crashed'), gt(houseCrashGames.createdAt, since)));
  for (const game of [...games, ...recent]) {
    const bets = await db
      .select({ bet: houseCrashBets, currency: users.currency })
      .from(houseCrashBets)
      .innerJoin(users, eq(users.id, houseCrashBets.userId))
      .where(eq(houseCrashBets.gameId, game.id));
    for (const { bet, currency } of bets) {
      const ids = crashTxIds(game.id, bet);
      const common = { playerId: String(bet.userId), roundId: ids.roundId, gameCode: CRASH_GAME_CODE, currency: currency as 'BDT' };
      if (bet.status === 'placing' || (bet.status === 'open' && game.phase !== 'crashed')) {
        // Refunds it, or (never confirmed) leaves a tombstone so it cannot land later.
        await wallet.call('rollback', { ...common, txId: ids.rollback, betTxId: ids.bet });
        await db.update(houseCrashBets).set({ status: 'refunded' }).where(eq(houseCrashBets.id, bet.id));
      } else if (bet.status === 'cashed' || bet.status === 'lost' || bet.status === 'open') {
        // An open bet of a crashed game lost (the process died while settling the crash).
        const payout = bet.status === 'cashed' ? bet.payoutPoisha : 0;
        await wallet.call('win', { ...common, txId: ids.win, amount: payout, roundClosed: true });
        if (bet.status === 'open') await db.update(houseCrashBets).set({ status: 'lost' }).where(eq(houseCrashBets.id, bet.id));
      }
    }
    if (game.phase !== 'crashed') {
      await db.update(houseCrashGames).set({ phase: 'cancelled' }).where(eq(houseCrashGames.id, game.id));
      logger.info('crash game cancelled at start-up', { game: game.id, bets: bets.length });
    }
  }
}

export async function recentHistory(db: Db): Promise<CrashHistoryItem[]> {
  const rows = await db.select().from(houseCrashGames).where(eq(houseCrashGames.phase, 'crashed')).orderBy(desc(houseCrashGames.id)).limit(20);
  return rows.map((g) => ({ gameNumber: g.gameNumber, crashX100: roundEndX100(g.crashX100 ?? 100), hash: g.hash ?? '' }));
}
