// What a test watches the live stream through: a sink that records every call in order, and a log that keeps
// every line, so a test can read what the transport handed on and what it said.
import type { StreamLog } from '../../server/exchange/source/betfair/stream/stream-link.ts';
import type { BetfairStreamSink, StreamChangeMessage } from '../../server/exchange/source/betfair/stream/stream-sink.ts';

export type SinkEvent = { kind: 'change'; message: StreamChangeMessage } | { kind: 'stale' } | { kind: 'fresh' } | { kind: 'stopped'; reason: string };

export interface RecordingSink extends BetfairStreamSink {
  events: SinkEvent[];
  changes(): StreamChangeMessage[];
  /** The sequence of stale/fresh/stopped marks, changes left out. */
  marks(): string[];
}

export function recordingSink(): RecordingSink {
  const events: SinkEvent[] = [];
  return {
    events,
    onChange: (message) => events.push({ kind: 'change', message }),
    onStale: () => events.push({ kind: 'stale' }),
    onFresh: () => events.push({ kind: 'fresh' }),
    onStopped: (reason) => events.push({ kind: 'stopped', reason }),
    changes: () => events.flatMap((e) => (e.kind === 'change' ? [e.message] : [])),
    marks: () => events.filter((e) => e.kind !== 'change').map((e) => e.kind),
  };
}

export interface LogLine {
  level: 'info' | 'warn' | 'error';
  msg: string;
  fields?: Record<string, unknown>;
}

export function recordingLog(): StreamLog & { lines: LogLine[]; text(): string } {
  const lines: LogLine[] = [];
  return {
    lines,
    info: (msg, fields) => lines.push({ level: 'info', msg, fields }),
    warn: (msg, fields) => lines.push({ level: 'warn', msg, fields }),
    error: (msg, fields) => lines.push({ level: 'error', msg, fields }),
    text: () => lines.map((l) => JSON.stringify(l)).join('\n'),
  };
}
