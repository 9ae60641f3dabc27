// Starts the exchange feed with the process (registered in server/background.ts), so prices move
// and results are written even before the first poll.
import type { BackgroundStarter } from '../background.ts';
import { feedFor } from './feed.ts';

export const startExchangeFeed: BackgroundStarter = (deps) => {
  const feed = feedFor(deps);
  return async () => { feed.stop(); await feed.flush(); };
};
