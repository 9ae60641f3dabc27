// The crash game's calls, for routes under /api/house/crash/ (access: public; the game session token
// in X-Game-Session is the credential). One engine per process (crashEngineFor); the background
// starter (server/house/background.ts) recovers and runs it.
import type { Deps } from '../context.ts';
import { toPoisha, toTaka } from '../../contracts/wallet.ts';
import type { CrashState } from '../../contracts/games.ts';
import { CrashEngine, type CrashEngineOptions } from '../house/crash-engine.ts';
import { houseWalletClient } from '../house/wallet-client.ts';

const engines = new WeakMap<Deps, CrashEngine>();

/** The process's crash engine (the leader of the shared round). */
export function crashEngineFor(deps: Deps, opts?: CrashEngineOptions): CrashEngine {
  let engine = engines.get(deps);
  if (!engine) {
    engine = new CrashEngine(deps, houseWalletClient(deps), opts);
    engines.set(deps, engine);
  }
  return engine;
}

/** GET /api/house/crash/state: the compact snapshot (phase, clock, multiplier, others' cash-outs, history). */
export function crashState(deps: Deps): CrashState {
  return crashEngineFor(deps).snapshot();
}

/** POST /api/house/crash/bet { stake, autoCashout? } (autoCashout already in hundredths by the contract). */
export async function placeCrashBet(deps: Deps, sessionToken: string | undefined, req: { stake: number; autoCashout?: number }) {
  const placed = await crashEngineFor(deps).placeBet(sessionToken, toPoisha(req.stake), req.autoCashout ?? null);
  return { gameId: placed.gameId, stake: req.stake, autoCashout: placed.autoX100 === null ? null : placed.autoX100 / 100, balance: toTaka(placed.balance) };
}

/** POST /api/house/crash/cashout: judged by the server's clock at arrival. */
export async function cashOutCrash(deps: Deps, sessionToken: string | undefined) {
  const arrivedAt = deps.now().getTime();
  const result = await crashEngineFor(deps).cashOut(sessionToken, arrivedAt);
  return { gameId: result.gameId, won: result.won, multiplier: result.x100 === null ? null : result.x100 / 100, payout: toTaka(result.payoutPoisha), balance: toTaka(result.balance) };
}
