// Joins a segmented change (SEG_START, SEG..., SEG_END) into the one change it is. Nothing of it is passed on
// before its end has arrived: a connection cut in the middle leaves the partial change here, and `discard()`
// drops it, so the cache never applies half an image; the resubscription's clocks bring the whole change again.
import type { ChangeLine } from './protocol.ts';

export class SegmentAssembler {
  private pending: ChangeLine | null = null;

  /** The whole change once complete, else null (a segment held for the rest). */
  accept(line: ChangeLine): ChangeLine | null {
    if (line.segmentType === null) {
      // An unsegmented line while a segmented change is open: the open one can never complete.
      this.pending = null;
      return line;
    }
    if (line.segmentType === 'SEG_START' || this.pending === null || this.pending.op !== line.op) {
      // A middle or end segment with no start is the tail of a change whose start this connection never saw.
      if (line.segmentType !== 'SEG_START') return null;
      this.pending = line;
      return null;
    }
    this.pending = merge(this.pending, line);
    if (line.segmentType !== 'SEG_END') return null;
    const whole = { ...this.pending, segmentType: null };
    this.pending = null;
    return whole;
  }

  get holding(): boolean {
    return this.pending !== null;
  }

  discard(): void {
    this.pending = null;
  }
}

/** Changes in order; the clocks and publish time of the latest segment that carries them. */
function merge(a: ChangeLine, b: ChangeLine): ChangeLine {
  const head = {
    ...a,
    pt: b.pt ?? a.pt,
    clk: b.clk ?? a.clk,
    initialClk: b.initialClk ?? a.initialClk,
    ct: a.ct ?? b.ct,
    heartbeatMs: a.heartbeatMs ?? b.heartbeatMs,
    conflateMs: a.conflateMs ?? b.conflateMs,
  };
  if (head.op === 'mcm' && b.op === 'mcm') return { ...head, op: 'mcm', mc: [...head.mc, ...b.mc] };
  if (head.op === 'ccm' && b.op === 'ccm') return { ...head, op: 'ccm', cc: [...head.cc, ...b.cc] };
  return head;
}
