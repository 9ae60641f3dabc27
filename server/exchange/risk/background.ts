// The risk desk's background work, started with the process (server/background.ts): once a second the
// events' states are shown to the mark recorder (suspended, ball running), a source's stale marking is
// passed to it as it happens (the simulator never goes stale, a Betfair stream does while it is silent), and
// every 15 seconds the flag rules run over the last two days of bets. Both are safe in several processes at
// once: a flag is raised once per bet and rule.
import type { BackgroundStarter } from '../../background.ts';
import type { Deps } from '../../context.ts';
import { logger } from '../../lib/logger.ts';
import { type Feed, feedFor, isSimulated } from '../source/running-feed.ts';
import type { MarketSource } from '../source/market-source.ts';
import { mainMarketOf } from '../feed-api/feed-view.ts';
import { scanFlags } from './flag-rules.ts';
import { type EventState, MarkRecorder } from './market-marks.ts';

const SCAN_EVERY_MS = 15_000;
const MARKS_EVERY_MS = 1000;
/** Far enough back to see a bet's result arrive (stale wins) and the accounts around an address. */
const SCAN_BACK_MS = 48 * 3_600_000;

/** Where a scan starts looking. */
export const scanFrom = (deps: Deps) => new Date(deps.now().getTime() - SCAN_BACK_MS);

export const scanFlagsNow = (deps: Deps) => scanFlags(deps.database.db, scanFrom(deps));

/**
 * The in-play events' states as the recorder marks them. The simulator knows its own suspensions and balls
 * as they happen; any other source says them through its markets (suspended), its score (a ball in
 * progress) and its stale marks.
 */
function eventStates(feed: Feed): EventState[] {
  if (isSimulated(feed)) {
    return [...feed.sim.events.values()]
      .filter((ev) => ev.status === 'inplay')
      .map((ev) => ({ eventId: ev.id, suspended: ev.match.flags().suspended, ballRunning: ev.match.flags().ballRunning }));
  }
  const states: EventState[] = [];
  for (const event of feed.source.events()) {
    const market = mainMarketOf(feed.source, event.id);
    if (!market?.inPlay || market.status === 'CLOSED') continue;
    const ballRunning = feed.source.score(event.id)?.ballInProgress ?? false;
    states.push({ eventId: event.id, suspended: market.status === 'SUSPENDED', ballRunning });
  }
  return states;
}

/**
 * Passes the source's stale marking to the recorder as it happens, for every market it names (in play or
 * not): a span starts when the source last heard from the markets, if it says, and ends when they are fresh.
 */
export function recordStaleSpans(
  source: MarketSource,
  recorder: MarkRecorder,
  now: () => Date,
  onError: (err: unknown) => void,
  paused: () => boolean = () => false,
): () => void {
  return source.subscribe((change) => {
    if (change.kind !== 'stale' || paused()) return;
    const events = new Set(change.marketIds.flatMap((id) => source.market(id)?.eventId ?? []));
    if (events.size === 0) return;
    const at = change.stale && change.since !== undefined ? new Date(change.since) : now();
    recorder.staleChanged(at, events, change.stale).catch(onError);
  });
}

export const startRiskJobs: BackgroundStarter = (deps) => {
  const recorder = new MarkRecorder(deps.database.db);
  const feed = feedFor(deps);
  let busy = false;
  const marks = setInterval(() => {
    if (busy || feed.replica) return;
    busy = true;
    const states = eventStates(feed);
    recorder
      .observe(deps.now(), states)
      .catch((err: unknown) => logger.warn('risk marks failed', { err: String(err) }))
      .finally(() => {
        busy = false;
      });
  }, MARKS_EVERY_MS);
  const failed = (err: unknown) => logger.warn('risk marks failed', { err: String(err) });
  const stopStale = isSimulated(feed) ? () => undefined : recordStaleSpans(feed.source, recorder, deps.now, failed, () => feed.replica);
  const scan = setInterval(() => {
    scanFlagsNow(deps).catch((err: unknown) => logger.warn('risk flag scan failed', { err: String(err) }));
  }, SCAN_EVERY_MS);
  return async () => {
    clearInterval(marks);
    clearInterval(scan);
    stopStale();
  };
};
