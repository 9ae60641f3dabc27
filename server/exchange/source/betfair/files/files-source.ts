// EXCHANGE_SOURCE=betfair-files: Betfair recordings replayed into the market cache on the server's clock
// (decision 0211). All files play on one timeline merged by publish time; what lies before REPLAY_FROM
// is applied at once as the starting state; after it each message waits for its mapped moment. A bad
// line or file is logged with its name and line and skipped; the replay never stops for it. When the
// recording ends the markets stay as it left them.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { logger } from '../../../../lib/logger.ts';
import type { MarketSource } from '../../market-source.ts';
import { BetfairMarketCache } from '../market-cache.ts';
import type { BetfairFilesConfig } from './files-config.ts';
import { STAGE_BZIP2_ABOVE, type StagedFile, stageBzip2 } from './bzip2-staging.ts';
import { mergeByTime } from './merged-timeline.ts';
import { type RecordingIssue, type RecordingSink, readRecording } from './recording-reader.ts';
import { ReplayClock } from './replay-clock.ts';

export { betfairFilesConfigFromEnv } from './files-config.ts';

export interface BetfairFilesOptions {
  /** Where problems go; the log by default. */
  report?: (issue: RecordingIssue) => void;
  clock?: () => number;
  /** More bzip2 files than this are decoded to temporary plain files before the replay (bzip2-staging.ts). */
  stageBzip2Above?: number;
  /** How long a closed market is kept (market-cache.ts). */
  closedGraceMs?: number;
}

export interface BetfairFilesSource extends MarketSource {
  readonly replay: ReplayClock;
  /**
   * Moves the replay on to the recorded moment `recordedMs` (a test tool: the operator's test controls);
   * resolves once every message up to it is applied.
   */
  skipTo(recordedMs: number): Promise<void>;
  /** What the cache holds now: a closed market leaves it after its grace period. */
  held(): { markets: number; events: number };
  /** Settles when every file has been played to its end (or the source was stopped). */
  readonly finished: Promise<void>;
}

/** Messages applied back to back before the replay lets the server's other work run. */
const BURST = 500;
/** setTimeout's ceiling: a longer delay fires at once (Node warns TimeoutOverflowWarning). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

async function expand(paths: readonly string[], report: (issue: RecordingIssue) => void): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    try {
      const info = await stat(path);
      if (info.isFile()) {
        files.push(path);
        continue;
      }
      const names = (await readdir(path)).filter((n) => !n.startsWith('.')).sort();
      files.push(
        ...(await expand(
          names.map((n) => join(path, n)),
          report,
        )),
      );
    } catch (err) {
      report({ file: path, line: 0, problem: `cannot be read: ${err instanceof Error ? err.message : String(err)}` });
    }
  }
  return files;
}

/** Sleeps `ms`, or less when the replay is stopped or skipped on (`wake`). */
function cancellableSleep(ms: number, signal: AbortSignal, wake: Set<() => void>): Promise<void> {
  return new Promise((resolve) => {
    // Every way out removes the others, or each sleep would leave a listener on the signal.
    const done = () => {
      clearTimeout(timer);
      wake.delete(done);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.add(done);
    signal.addEventListener('abort', done, { once: true });
  });
}

export const isBetfairFilesSource = (source: MarketSource): source is BetfairFilesSource =>
  source.kind === 'betfair-files' && typeof (source as Partial<BetfairFilesSource>).skipTo === 'function';

export function createBetfairFilesSource(config: BetfairFilesConfig, options: BetfairFilesOptions = {}): BetfairFilesSource {
  const clock = options.clock ?? Date.now;
  const report = options.report ?? ((issue: RecordingIssue) => logger.warn('betfair recording: line skipped', { ...issue }));
  const replay = new ReplayClock(clock, config.speed);
  const cache = new BetfairMarketCache({
    kind: 'betfair-files',
    clock,
    mapTime: (ms) => replay.toServer(ms),
    sports: config.sports,
    bookDepth: config.bookDepth,
    closedGraceMs: options.closedGraceMs,
  });
  const stopping = new AbortController();
  const wake = new Set<() => void>();
  /** Skips waiting for the replay to apply what they skipped over: told each time the replay waits, and at its end. */
  let caughtUp: (() => void)[] = [];
  const tellCaughtUp = () => {
    for (const resolve of caughtUp) resolve();
    caughtUp = [];
  };
  /** The latest moment skipped to: kept, so a skip asked for before the replay's clock is anchored still holds. */
  let skippedTo: number | null = null;
  const sink: RecordingSink = { catalogue: (entries) => cache.addCatalogue(entries), report };

  async function run(): Promise<void> {
    const staging = await stageBzip2(await expand(config.paths, report), options.stageBzip2Above ?? STAGE_BZIP2_ABOVE, report);
    try {
      await play(staging.files);
    } finally {
      await staging.cleanUp();
    }
  }

  async function play(files: StagedFile[]): Promise<void> {
    const timeline = mergeByTime(files.map((f) => readRecording(f.path, sink, f.name)));
    let origin: number | null = config.from;
    let anchored = false;
    let burst = 0;
    for await (const item of timeline) {
      if (stopping.signal.aborted) break;
      if (origin === null) origin = item.pt;
      // Until the origin is reached the starting state is being built: its times already read near now.
      if (!anchored && replay.anchoredAt.origin !== origin) replay.anchor(origin);
      if (!anchored && item.pt >= origin) {
        // Everything before the origin is the starting state, however long it took to read: the clock starts now
        // (or at the moment a skip asked for while the starting state was read).
        replay.anchor(origin);
        if (skippedTo !== null) replay.skipTo(skippedTo);
        cache.refreshTimes();
        anchored = true;
      }
      const waitFor = () => (anchored ? replay.toServer(item.pt) - clock() : 0);
      if (waitFor() >= 1) {
        // Asked again after each sleep: a skip may have shortened it, and a gap between two files longer
        // than a timer can hold (about 24.8 days) is slept in pieces.
        for (let wait = waitFor(); wait >= 1 && !stopping.signal.aborted; wait = waitFor()) {
          tellCaughtUp();
          await cancellableSleep(Math.min(wait, LONGEST_TIMER_MS), stopping.signal, wake);
        }
        burst = 0;
        if (stopping.signal.aborted) break;
      } else if (++burst >= BURST) {
        burst = 0;
        await yieldToLoop();
      }
      cache.applyMessage(item.message);
    }
    if (!anchored && origin !== null) {
      replay.anchor(origin);
      cache.refreshTimes();
    }
    logger.info('betfair recording: replay finished', { files: files.length, markets: cache.size });
  }

  let ended = false;
  const finished = run()
    .catch((err: unknown) => {
      report({ file: config.paths.join(','), line: 0, problem: `replay stopped: ${err instanceof Error ? err.message : String(err)}` });
    })
    .finally(() => {
      ended = true;
      tellCaughtUp();
    });

  return {
    kind: cache.kind,
    replay,
    finished,
    now: () => cache.now(),
    events: () => cache.events(),
    event: (eventId) => cache.event(eventId),
    marketsOf: (eventId) => cache.marketsOf(eventId),
    market: (marketId) => cache.market(marketId),
    book: (marketId) => cache.book(marketId),
    score: (eventId) => cache.score(eventId),
    isStale: (marketId) => cache.isStale(marketId),
    held: () => ({ markets: cache.size, events: cache.eventCount }),
    skipTo(recordedMs) {
      if (ended) return Promise.resolve();
      const reached = new Promise<void>((resolve) => caughtUp.push(resolve));
      skippedTo = Math.max(skippedTo ?? recordedMs, recordedMs);
      replay.skipTo(recordedMs);
      cache.refreshTimes();
      for (const wakeUp of [...wake]) wakeUp();
      return reached;
    },
    subscribe: (listener) => cache.subscribe(listener),
    stop() {
      stopping.abort();
      cache.stop();
    },
  };
}
