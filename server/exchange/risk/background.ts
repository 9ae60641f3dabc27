// The risk desk's background work, started with the process (server/background.ts): once a second the
// events' states are shown to the mark recorder (suspended, ball running; staleness comes from a feed
// that knows it, the simulator never goes stale), and every 15 seconds the flag rules run over the last
// two days of bets. Both are safe in several processes at once: a flag is raised once per bet and rule.
import type { BackgroundStarter } from '../../background.ts';
import type { Deps } from '../../context.ts';
import { logger } from '../../lib/logger.ts';
import { feedFor } from '../source/running-feed.ts';
import { scanFlags } from './flag-rules.ts';
import { MarkRecorder } from './market-marks.ts';

const SCAN_EVERY_MS = 15_000;
const MARKS_EVERY_MS = 1000;
/** Far enough back to see a bet's result arrive (stale wins) and the accounts around an address. */
const SCAN_BACK_MS = 48 * 3_600_000;

export const scanFlagsNow = (deps: Deps) => scanFlags(deps.database.db, new Date(deps.now().getTime() - SCAN_BACK_MS));

export const startRiskJobs: BackgroundStarter = (deps) => {
  const recorder = new MarkRecorder(deps.database.db);
  const feed = feedFor(deps);
  let busy = false;
  const marks = setInterval(() => {
    if (busy || feed.replica) return;
    busy = true;
    const states = [...feed.sim.events.values()]
      .filter((ev) => ev.status === 'inplay')
      .map((ev) => ({ eventId: ev.id, suspended: ev.match.flags().suspended, ballRunning: ev.match.flags().ballRunning, stale: false }));
    recorder
      .observe(deps.now(), states)
      .catch((err: unknown) => logger.warn('risk marks failed', { err: String(err) }))
      .finally(() => {
        busy = false;
      });
  }, MARKS_EVERY_MS);
  const scan = setInterval(() => {
    scanFlagsNow(deps).catch((err: unknown) => logger.warn('risk flag scan failed', { err: String(err) }));
  }, SCAN_EVERY_MS);
  return async () => {
    clearInterval(marks);
    clearInterval(scan);
  };
};
