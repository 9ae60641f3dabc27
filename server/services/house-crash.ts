// The crash game's calls, for routes under /api/house/crash/ (access: public; the game session token
// in X-Game-Session is the credential). One runner of the rounds per process (crashRoundsFor); the background
// starter (server/house/background.ts) recovers and runs it.
import type { Deps } from '../context.ts';
import type { CrashState } from '../../contracts/games.ts';
import { CrashRounds, type CrashRoundsOptions } from '../house/crash-rounds.ts';
import { houseWalletClient } from '../house/wallet-client.ts';
import type { CrashView } from '../house/crash-mirror.ts';
import { leaderCall } from '../cluster/leader-calls.ts';
import { poishaFromTaka, takaFromPoisha } from '../lib/money.ts';

const runners = new WeakMap<Deps, CrashRounds>();

/** The process's runner of the crash rounds (the leader of the shared round). */
export function crashRoundsFor(deps: Deps, opts?: CrashRoundsOptions): CrashRounds {
  let runner = runners.get(deps);
  if (!runner) {
    runner = new CrashRounds(deps, houseWalletClient(deps), opts);
    runners.set(deps, runner);
  }
  return runner;
}

/** The round as this process shows it: the runner in the leader (or the one process), a mirror of it in a follower. */
export function crashView(deps: Deps): CrashView {
  return deps.cluster && !deps.cluster.isLeader() ? deps.cluster.crash : crashRoundsFor(deps);
}

/** GET /api/house/crash/state: the compact snapshot (phase, clock, multiplier, others' cash-outs, history). */
export function crashState(deps: Deps): CrashState {
  return crashView(deps).snapshot();
}

/** POST /api/house/crash/bet { stake, autoCashout? } (autoCashout already in hundredths by the contract). */
async function placeCrashBetHere(deps: Deps, sessionToken: string | undefined, req: { stake: number; autoCashout?: number }) {
  const placed = await crashRoundsFor(deps).placeBet(sessionToken, poishaFromTaka(req.stake), req.autoCashout ?? null);
  return {
    gameId: placed.gameId,
    stake: req.stake,
    autoCashout: placed.autoX100 === null ? null : placed.autoX100 / 100,
    balance: takaFromPoisha(placed.balance),
  };
}

/** POST /api/house/crash/cashout: judged by the server's clock at arrival. */
export function cashOutCrash(deps: Deps, sessionToken: string | undefined) {
  // Judged by the moment it reached this process, whichever process runs the round.
  return cashOutCrashAt(deps, sessionToken, deps.now().getTime());
}

async function cashOutCrashAtHere(deps: Deps, sessionToken: string | undefined, arrivedAt: number) {
  const result = await crashRoundsFor(deps).cashOut(sessionToken, arrivedAt);
  return {
    gameId: result.gameId,
    won: result.won,
    multiplier: result.x100 === null ? null : result.x100 / 100,
    payout: takaFromPoisha(result.payoutPoisha),
    balance: takaFromPoisha(result.balance),
  };
}

// The round's bets and cash-outs run where its runner is: the leader process (docs/decisions/0115).
export const placeCrashBet = leaderCall('house.crashBet', placeCrashBetHere);
const cashOutCrashAt = leaderCall('house.crashCashOut', cashOutCrashAtHere);
