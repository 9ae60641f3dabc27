// Several server processes over one PostgreSQL (docs/decisions/0115). Every process serves the API; one,
// the leader (leadership.ts), also runs what must exist once: the exchange simulator and bet engine, the
// crash round, and the periodic jobs (server/background.ts). Followers replay the leader's feed
// (server/exchange/publication/follower.ts) and hand it the calls that need its memory (leader-calls.ts). When the leader dies
// a follower takes the lock, continues the same feed from its replica, and starts the background work.
// A leader whose lock connection drops steps down (docs/decisions/0145): it stops its background work and
// publishing, follows the feed again (serving the same answers meanwhile), and tries for the lock again.
// With PGlite (one process by nature) none of this runs: server/main.ts starts the background directly.
import type { Deps } from '../context.ts';
import { startBackground } from '../background.ts';
import { leaderCalls } from '../db/schema/index.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { CrashMirror } from '../house/crash-mirror.ts';
import { logger } from '../lib/logger.ts';
import { followerFor } from '../exchange/publication/follower.ts';
import { leadFeed, type LedFeed } from '../exchange/publication/leader.ts';
import { pruneLeaderCalls, runLeaderCall, sendLeaderCall, waitingCalls } from './leader-calls.ts';
import { Leadership } from './leadership.ts';
import { PgListener } from './pg-listener.ts';

/** A follower re-reads its unanswered calls this often, in case an answer's notification was missed. */
const ANSWER_POLL_MS = 1000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface ClusterHandle {
  isLeader(): boolean;
  stop(): Promise<void>;
}

export async function startCluster(deps: Deps, url: string): Promise<ClusterHandle> {
  const name = `chakka ${deps.config.host}:${deps.config.port} pid ${process.pid}`;
  const listener = new PgListener(deps.database);
  const waiting = new Map<number, () => void>();
  await listener.on('leader_answers', (payload) => {
    waiting.get(Number(payload))?.();
  });
  const poll = setInterval(() => {
    void answeredMeanwhile(deps, waiting);
  }, ANSWER_POLL_MS);
  poll.unref();
  let follower = followerFor(deps, listener);
  const crash = new CrashMirror(deps.database.db);
  const refreshCrash = () => {
    void crash.refresh().catch(() => undefined);
  };
  await listener.on('crash_state', refreshCrash);
  listener.onReconnect(refreshCrash);
  refreshCrash();
  // What this process runs while it leads; null while it follows.
  let duties: { led: LedFeed; stopBackground: () => Promise<void>; prune: ReturnType<typeof setInterval> } | null = null;
  const run = (id: number) => runLeaderCall(deps, id).catch((err: unknown) => logger.error('leader call not run', { id, error: String(err) }));
  // Heard by every process, acted on only while leading (a leader that stepped down leaves them to the next).
  await listener.on('leader_calls', (payload) => {
    if (duties) void run(Number(payload));
  });
  listener.onReconnect(() => {
    if (duties) void waitingCalls(deps).then((ids) => ids.forEach(run));
  });

  const stopDuties = async () => {
    const was = duties;
    duties = null;
    if (!was) return;
    clearInterval(was.prune);
    was.led.stop();
    await was.stopBackground();
  };
  const leadership = new Leadership({
    url,
    name,
    onGained: async () => {
      const started = Date.now();
      const led = await leadFeed(deps, await follower.handOver());
      const stopBackground = await startBackground(deps);
      const prune = setInterval(() => {
        void pruneLeaderCalls(deps).catch(() => undefined);
      }, PRUNE_EVERY_MS);
      prune.unref();
      duties = { led, stopBackground, prune };
      for (const id of await waitingCalls(deps)) void run(id);
      logger.info('leader duties started', { ms: Date.now() - started });
    },
    onLost: async () => {
      const started = Date.now();
      await stopDuties();
      // The stopped feed keeps answering (prices frozen) until the replica is built from the published state.
      follower = followerFor(deps, listener);
      await follower.start();
      logger.info('stepped down: following the feed', { ms: Date.now() - started });
    },
  });
  deps.cluster = {
    crash,
    isLeader: () => leadership.isLeader(),
    callLeader: (kind, args) =>
      sendLeaderCall(
        deps,
        kind,
        args,
        (id) =>
          new Promise<void>((resolve) => {
            waiting.set(id, () => {
              waiting.delete(id);
              resolve();
            });
          }),
      ),
  };
  await leadership.start();
  if (!leadership.isLeader()) await follower.start();
  return {
    isLeader: () => leadership.isLeader(),
    stop: async () => {
      clearInterval(poll);
      await follower.handOver();
      // Duties end before the lock is let go, so no other process leads while this one still runs them.
      await stopDuties();
      await leadership.stop();
      listener.stop();
    },
  };
}

async function answeredMeanwhile(deps: Deps, waiting: Map<number, () => void>): Promise<void> {
  if (waiting.size === 0) return;
  const done = await deps.database.db
    .select({ id: leaderCalls.id })
    .from(leaderCalls)
    .where(and(inArray(leaderCalls.id, [...waiting.keys()]), eq(leaderCalls.state, 'done')))
    .catch(() => []);
  for (const { id } of done) waiting.get(id)?.();
}
