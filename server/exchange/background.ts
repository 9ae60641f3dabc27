// Starts the exchange feed with the process (registered in server/background.ts), so prices move
// and results are written even before the first poll, and the market watch with it, so waiting bets
// match and markets settle with nobody calling.
// A single process (PGlite) leads its own feed as a cluster's leader does (publication/leader.ts):
// it stores the feed's clock and snapshots in its database and, started again, carries on the same run
// from them. In a cluster the leader's feed is already installed (server/cluster/cluster.ts) when this runs. Either way
// the time the run missed is walked only once the market watch follows it (Feed.catchUp), so bets on a
// match that went on, or ended, while the process was down settle as if it had never stopped.
import type { BackgroundStarter } from '../background.ts';
import { leadFeed } from './publication/leader.ts';
import { marketWatchFor } from './bets/running-watch.ts';
import { feedFor } from './source/running-feed.ts';
import { sourceKind } from './source/select-source.ts';

export const startExchangeFeed: BackgroundStarter = async (deps) => {
  sourceKind(); // a bad EXCHANGE_SOURCE stops the start here, naming the variable
  const led = deps.cluster ? null : await leadFeed(deps, null);
  const feed = feedFor(deps);
  // The simulator's market watch, or the source watch over any other source (a follower has neither).
  const watch = feed.replica ? null : await marketWatchFor(deps);
  await feed.catchUp();
  return async () => {
    if (led) await led.close();
    else feed.stop();
    watch?.stop();
    await watch?.flush();
    await feed.flush();
  };
};
