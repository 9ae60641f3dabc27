// Starts the house provider with the process (registered in server/background.ts): rolls back instant
// rounds a previous process left between bet and win, recovers the crash game, and runs its engine.
import type { BackgroundStarter } from '../background.ts';
import { crashEngineFor } from '../services/house-crash.ts';
import { activeChain } from './crash-chain.ts';
import { resumeOpenRounds } from './instant-rounds.ts';
import { houseWalletClient } from './wallet-client.ts';

export const startHouseGames: BackgroundStarter = async (deps) => {
  await resumeOpenRounds(deps, houseWalletClient(deps), deps.now());
  // The first start makes the hash chain (a million links, about a second) before the first game.
  await activeChain(deps.database.db);
  const engine = crashEngineFor(deps);
  await engine.recover();
  engine.start();
  return () => engine.stop();
};
