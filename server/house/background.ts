// Starts the house provider with the process (registered in server/background.ts; in the leader only
// when several processes share a PostgreSQL): rolls back instant rounds a dead process left between bet
// and win, recovers the crash game, and runs its rounds.
import type { BackgroundStarter } from '../background.ts';
import { crashRoundsFor } from '../services/house-crash.ts';
import { activeChain } from './crash-chain.ts';
import { crashStatePublisher } from './crash-mirror.ts';
import { resumeOpenRounds } from './instant-rounds.ts';
import { houseWalletClient } from './wallet-client.ts';

/**
 * With other processes alive, an open instant round may be one being played there right now (a round
 * lasts milliseconds): only rounds older than this are a dead process's leftovers, rolled back now and
 * then by the leader. Alone, every open round at start is a leftover.
 */
export const ORPHANED_ROUND_MS = 60_000;

export const startHouseGames: BackgroundStarter = async (deps) => {
  const wallet = houseWalletClient(deps);
  const clustered = Boolean(deps.cluster);
  const leftovers = () => resumeOpenRounds(deps, wallet, clustered ? ORPHANED_ROUND_MS : 0);
  await leftovers();
  const sweep = clustered
    ? setInterval(() => {
        void leftovers().catch(() => undefined);
      }, ORPHANED_ROUND_MS)
    : null;
  sweep?.unref();
  // The first start makes the hash chain (a million links, about a second) before the first game.
  await activeChain(deps.database.db);
  const rounds = crashRoundsFor(deps);
  await rounds.recover();
  // Followers show the round from the snapshot the leader stores after every event (crash-mirror.ts).
  const unsubscribe = clustered ? rounds.subscribe(crashStatePublisher(deps.database.db)) : null;
  rounds.start();
  return async () => {
    if (sweep) clearInterval(sweep);
    unsubscribe?.();
    await rounds.stop();
  };
};
