// The naive and vanilla variants' way to the same benchmark worker: the same Comlink listener and
// the same squash-into-one-frame as src/features/exchange/feed/odds-poller-bridge.ts, but the validated
// snapshot is handed to the variant whole (with the frame's diff) instead of going into per-key atoms.
import * as Comlink from 'comlink';
import { applyDiff, squashDiffs, type FeedDiff, type Snapshot } from '../../../workers/diff.ts';
import type { FeedMessage, OddsPoller } from '../../../workers/odds-poller.ts';

/** The snapshot after the frame, and the frame's diff (null for an image). */
export type Sink = (snapshot: Snapshot, diff: FeedDiff | null) => void;
export type BenchRemote = Comlink.Remote<
  Pick<
    OddsPoller,
    'subscribeSports' | 'unsubscribeSports' | 'subscribeMarket' | 'unsubscribeMarket' | 'subscribeEvent' | 'unsubscribeEvent' | 'setListener' | 'requestImage'
  >
>;

export function startBridge() {
  const worker = new Worker(new URL('./bench.worker.ts', import.meta.url), { type: 'module' });
  const remote = Comlink.wrap(worker) as unknown as BenchRemote;
  let sink: Sink = () => {};
  let snapshot: Snapshot = {};
  let pending: FeedMessage | null = null;
  let frame = 0;
  /** Flushes that reached the variant: vanilla's equivalent of a React commit. */
  const stats = { flushes: 0 };

  function receive(message: FeedMessage) {
    if (pending?.kind === 'diff' && message.kind === 'diff' && message.seq === pending.seq + 1) {
      pending = { ...message, diff: squashDiffs(pending.diff, message.diff) };
    } else {
      if (pending) flush();
      pending = message;
    }
    if (!frame) frame = requestAnimationFrame(flush);
  }

  function flush() {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    const m = pending;
    pending = null;
    if (!m) return;
    stats.flushes++;
    if (m.kind === 'image') {
      snapshot = m.snapshot;
      sink(snapshot, null);
    } else if (m.kind === 'diff') {
      // No gap check: the harness's worker never drops a message.
      snapshot = applyDiff(snapshot, m.diff);
      sink(snapshot, m.diff);
    }
  }

  void remote.setListener(Comlink.proxy(receive) as never);
  return {
    remote,
    stats,
    setSink(next: Sink) {
      sink = next;
    },
    current: () => snapshot,
  };
}
export type Bridge = ReturnType<typeof startBridge>;
