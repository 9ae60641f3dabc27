// Starts the exchange feed with the process (registered in server/background.ts), so prices move
// and results are written even before the first poll, and the bet engine with it, so waiting bets
// match and markets settle with nobody calling.
import type { BackgroundStarter } from '../background.ts';
import { betEngineFor } from '../services/exchange-engine.ts';
import { feedFor } from './feed.ts';

export const startExchangeFeed: BackgroundStarter = async (deps) => {
  const feed = feedFor(deps);
  const engine = await betEngineFor(deps);
  return async () => {
    feed.stop();
    engine.stop();
    await engine.flush();
    await feed.flush();
  };
};
