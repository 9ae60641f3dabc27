// The naive and vanilla variants' way to the same benchmark worker: the same Comlink listener and
// the same squash-into-one-frame as src/features/exchange/feed.ts, but the validated snapshot is
// handed to the variant whole instead of going into per-key atoms.
import * as Comlink from 'comlink';
import { applyPatch, squashPatches, type FeedPatch, type Snapshot } from '../../../workers/diff.ts';
import type { FeedMessage, OddsPoller } from '../../../workers/odds-poller.ts';

export type Sink = (snapshot: Snapshot, prev: Snapshot, patch: FeedPatch | null) => void;
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
    if (pending?.kind === 'patch' && message.kind === 'patch' && message.seq === pending.seq + 1) {
      pending = { ...message, patch: squashPatches(pending.patch, message.patch) };
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
    const prev = snapshot;
    stats.flushes++;
    if (m.kind === 'image') {
      snapshot = m.snapshot;
      sink(snapshot, prev, null);
    } else if (m.kind === 'patch') {
      // No gap check: the harness's worker never drops a message.
      snapshot = applyPatch(snapshot, m.patch);
      sink(snapshot, prev, m.patch);
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
