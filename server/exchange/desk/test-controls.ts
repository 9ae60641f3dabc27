// A test tool, off unless EXCHANGE_TEST_CONTROLS=1 (never with NODE_ENV=production, see server/config.ts):
// moves the exchange simulator's clock on by hand, then waits for the market watch to settle what
// finished. A browser test bets at the real pace (balls every 25 s, prices moving each second), then
// calls this to reach the end of the match in seconds instead of an hour, deterministically; speeding
// the whole feed up (EXCHANGE_SPEED) would instead make every price and Ball Running flip under the
// player's finger while the test places its bets. Over Betfair's recorded files it moves the replay on
// instead (to a recorded moment, or by minutes of the recording), and waits until what lay between is applied.
import { leaderCall } from '../../cluster/leader-calls.ts';
import type { Deps } from '../../context.ts';
import { feedFor } from '../source/running-feed.ts';
import { fail } from '../../lib/errors.ts';
import type { SimulatorAdvanceRequest, SimulatorAdvanceResponse } from '../../../contracts/exchange-operator.ts';
import { isBetfairFilesSource } from '../source/betfair/files/files-source.ts';
import { marketWatchFor } from '../bets/running-watch.ts';
import { recordStaffAction, type SignedStaffActor } from '../../operator/audit/record.ts';

async function advanceSimulatorHere(deps: Deps, request: SimulatorAdvanceRequest): Promise<SimulatorAdvanceResponse> {
  if (!deps.config.exchangeTestControls) throw fail(404, 'notFound');
  const watch = await marketWatchFor(deps);
  const feed = feedFor(deps);
  if (isBetfairFilesSource(feed.source)) {
    const { replay } = feed.source;
    const closed = () => [...feed.source.events()].flatMap((e) => feed.source.marketsOf(e.id)).filter((m) => m.status === 'CLOSED').length;
    const closedBefore = closed();
    await feed.source.skipTo(request.to ? Date.parse(request.to) : replay.recordedNow() + request.minutes! * 60_000);
    await watch.flush();
    await feed.flush();
    return { simulatedAt: new Date(replay.recordedNow()).toISOString(), finished: closed() - closedBefore };
  }
  const minutes = request.to ? Math.max(0, Math.ceil((Date.parse(request.to) - feed.sim.now) / 60_000)) : request.minutes!;
  let finished = 0;
  const stop = feed.sim.onSettle(() => {
    finished += 1;
  });
  try {
    // A minute at a time, yielding between them, so the server keeps answering while it runs.
    for (let i = 0; i < minutes; i++) {
      feed.sim.advance(60_000);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    stop();
  }
  await watch.flush();
  await feed.flush();
  return { simulatedAt: new Date(feed.sim.now).toISOString(), finished };
}

/** The leader's simulator is the one that moves (followers replay it). */
const advanceSimulator = leaderCall('exchange.advanceSimulator', advanceSimulatorHere);

/**
 * The advance and the staff member's entry. The clock moves in memory, in whichever process leads, so there is
 * no transaction to share: the entry is written by the calling process once the advance has finished, and a
 * refused advance (controls off) writes none. The markets it finished settle from their results, as the feed's
 * own do, in the settlement's transactions; the entry counts them.
 */
export async function advanceSimulatorBy(deps: Deps, actor: SignedStaffActor, request: SimulatorAdvanceRequest): Promise<SimulatorAdvanceResponse> {
  const done = await advanceSimulator(deps, request);
  await recordStaffAction(deps.database.db, actor, {
    action: 'exchange.simulator_advance',
    objectType: 'simulator',
    objectId: 'exchange',
    after: { ...request, ...done },
  });
  return done;
}
