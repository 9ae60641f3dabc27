// The crash rounds' live state and the compact snapshot clients follow (poll or push): ~1 KB with a
// full table. The crash point and hash appear only once the game has crashed by the server's clock.
import type { CrashState } from '../../contracts/games.ts';
import { multiplierAtX100, roundDurationMs, roundEndX100 } from '../../games/crash.ts';
import { takaFromPoisha } from '../lib/money.ts';

export const CRASH_GAME_CODE = 'chakka_chakka_crash';

/** A bet's wallet ids: its row id makes each attempt's tx id new (a refused attempt's id is spent). */
export const crashTxIds = (gameId: number, bet: { id: number; userId: number }) => ({
  roundId: `crash-${gameId}`,
  bet: `crash-${gameId}-${bet.userId}-${bet.id}:bet`,
  win: `crash-${gameId}-${bet.userId}-${bet.id}:win`,
  rollback: `crash-${gameId}-${bet.userId}-${bet.id}:rollback`,
});
export interface LiveBet {
  id: number;
  userId: number;
  username: string;
  currency: 'BDT' | 'INR' | 'PKR';
  stakePoisha: number;
  autoX100: number | null;
  status: 'placing' | 'open' | 'settling' | 'cashed' | 'lost' | 'refunded';
  cashoutX100: number | null;
  payoutPoisha: number;
}

export interface LiveGame {
  id: number;
  gameNumber: number;
  terminalHash: string;
  salt: string;
  /** Secret until the crash. */
  hash: string;
  crashX100: number;
  bettingEndsAt: number;
  phase: 'betting' | 'running' | 'crashed';
  bets: Map<number, LiveBet>;
}

export interface CrashHistoryItem {
  gameNumber: number;
  crashX100: number;
  hash: string;
}

/** Other players see a name's first two letters only. */
const maskName = (name: string) => `${name.slice(0, 2)}***`;

export function snapshotOf(game: LiveGame, history: CrashHistoryItem[], now: number, version: number): CrashState {
  const elapsed = now - game.bettingEndsAt;
  const crashed = game.phase === 'crashed' || (elapsed >= 0 && elapsed >= roundDurationMs(game.crashX100));
  const phase = crashed ? 'crashed' : now < game.bettingEndsAt ? 'betting' : 'running';
  const end = roundEndX100(game.crashX100);
  const multiplierX100 = phase === 'crashed' ? end : phase === 'running' ? Math.min(multiplierAtX100(elapsed), end) : 100;
  return {
    version,
    gameId: game.id,
    gameNumber: game.gameNumber,
    phase,
    serverTime: now,
    bettingEndsAt: game.bettingEndsAt,
    startedAt: game.bettingEndsAt,
    multiplier: multiplierX100 / 100,
    crashedAt: crashed ? end / 100 : null,
    hash: crashed ? game.hash : null,
    terminalHash: game.terminalHash,
    salt: game.salt,
    bets: [...game.bets.values()]
      .filter((b) => b.status !== 'placing' && b.status !== 'refunded')
      .map((b) => ({
        username: maskName(b.username),
        stake: takaFromPoisha(b.stakePoisha),
        cashedOut: b.status === 'cashed' && b.cashoutX100 !== null ? b.cashoutX100 / 100 : null,
        payout: takaFromPoisha(b.payoutPoisha),
      })),
    history: history.map((h) => ({ gameNumber: h.gameNumber, crashedAt: h.crashX100 / 100, hash: h.hash })),
  };
}
