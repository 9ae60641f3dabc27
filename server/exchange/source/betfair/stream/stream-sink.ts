// What the live stream hands to the market cache. The transport checks the envelope (op, ids, clocks, change
// type) and assembles segments; the changes themselves (`mc` for markets, `cc` for cricket scores) go on as
// they came, in the shape of a recorded line, so one cache applies the live stream and the recorded files alike.

/** Betfair's change type: null on an ordinary delta. A SUB_IMAGE replaces every market the cache holds. */
export type StreamChangeType = 'SUB_IMAGE' | 'RESUB_DELTA' | 'HEARTBEAT';

interface StreamEnvelope {
  /** The subscription's request id, echoed by Betfair on every change it sends for it. */
  id: number | null;
  /** Publish time, epoch ms. */
  pt: number;
  clk: string | null;
  initialClk: string | null;
  ct: StreamChangeType | null;
  heartbeatMs: number | null;
  conflateMs: number | null;
}

/** A market change message (`mcm`), whole: a segmented one arrives here only once its last segment has. */
export interface MarketChangeMessage extends StreamEnvelope {
  op: 'mcm';
  mc: unknown[];
}

/** A cricket change message (`ccm`) from the sports data stream. */
export interface CricketChangeMessage extends StreamEnvelope {
  op: 'ccm';
  cc: unknown[];
}

export type StreamChangeMessage = MarketChangeMessage | CricketChangeMessage;

export interface BetfairStreamSink {
  /** A complete change, in order; heartbeats are not passed on (they change nothing). */
  onChange(message: StreamChangeMessage): void;
  /**
   * The stream is down or late: every subscribed market must be shown stale and refuse bets. `since`: when
   * the stream was last heard from, the moment from which its prices were in truth unvouched.
   */
  onStale(since?: number): void;
  /** Data flows again after a stale spell (or for the first time): the markets are current. */
  onFresh(): void;
  /** The stream has given up for good (credentials refused, stopped by the process): the reason, no secrets. */
  onStopped(reason: string): void;
}
