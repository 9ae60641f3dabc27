// One subscription kept alive across connections: connect over TLS, read the `connection` message,
// authenticate, subscribe, pass on each whole change, and when the connection fails or falls silent, connect
// again after a back-off and resubscribe from the last clocks (Betfair then sends a RESUB_DELTA of what was
// missed), so no change is lost or applied twice. Clocks advance only with a change handed on whole.
// Staleness: silence past heartbeatMs plus a margin, or no connection, is stale; the next whole message
// (a heartbeat included) is fresh.
import type { Duplex } from 'node:stream';
import { backOffDelay } from './back-off.ts';
import { LineSplitter } from './line-splitter.ts';
import { LoginRefused } from './cert-login.ts';
import { authenticationRequest, changeMessageOf, type ChangeLine, encodeLine, failureAction, parseResponseLine, type StatusMessage } from './protocol.ts';
import { SegmentAssembler } from './segments.ts';
import type { SessionSource } from './session-source.ts';
import type { BackOff } from './back-off.ts';
import type { StreamEndpoint } from './stream-config.ts';
import type { StreamChangeMessage } from './stream-sink.ts';

/** Three silent spans (each heartbeatMs plus the margin) and the connection is taken for dead and replaced. */
const DEAD_AFTER_SPANS = 3;

export interface StreamLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export interface Clocks {
  initialClk: string;
  clk: string;
}

export interface LinkSpec {
  /** Names the link in log lines: "market stream", "cricket stream". */
  label: string;
  endpoint: StreamEndpoint;
  op: 'mcm' | 'ccm';
  /** The subscription request; clocks are given when the link holds both and can resume. */
  subscribe(id: number, clocks: Clocks | null): object;
  heartbeatMs: number;
  staleMarginMs: number;
  backOff: BackOff;
}

export interface LinkEvents {
  change(message: StreamChangeMessage): void;
  /** `lastHeardAt`: when the last message or heartbeat arrived (null before the first). */
  stale(lastHeardAt: number | null): void;
  fresh(): void;
  stopped(reason: string): void;
}

export interface LinkDeps {
  appKey: string;
  session: SessionSource;
  connect(endpoint: StreamEndpoint): Duplex;
  log: StreamLog;
  random: () => number;
}

type Pending = 'authentication' | 'subscription';

export class StreamLink {
  private running = true;
  private socket: Duplex | null = null;
  private failures = 0;
  private nextId = 1;
  private subscriptionId = 0;
  private readonly pending = new Map<number, Pending>();
  private readonly assembler = new SegmentAssembler();
  private clocks: { initialClk: string | null; clk: string | null } = { initialClk: null, clk: null };
  private lastPt = 0;
  private lastHeardAt: number | null = null;
  private fresh = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private watchdog: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly spec: LinkSpec,
    private readonly deps: LinkDeps,
    private readonly events: LinkEvents,
    resumeFrom: Clocks | null = null,
  ) {
    if (resumeFrom) this.clocks = { ...resumeFrom };
  }

  start(): void {
    void this.connect();
  }

  stop(reason: string): void {
    if (!this.running) return;
    this.running = false;
    this.clearTimers();
    this.socket?.destroy();
    this.socket = null;
    this.markStale();
    this.events.stopped(reason);
  }

  private async connect(): Promise<void> {
    if (!this.running) return;
    let token: string;
    try {
      token = await this.deps.session.token();
    } catch (err) {
      if (err instanceof LoginRefused) return this.stop(err.message);
      this.deps.log.warn(`${this.spec.label}: log-in failed, will retry`, { error: err instanceof Error ? err.message : String(err) });
      return this.retryLater();
    }
    if (!this.running) return;
    let socket: Duplex;
    try {
      socket = this.deps.connect(this.spec.endpoint);
    } catch (err) {
      this.deps.log.warn(`${this.spec.label}: cannot open a connection, will retry`, { error: err instanceof Error ? err.message : String(err) });
      return this.retryLater();
    }
    this.socket = socket;
    this.assembler.discard();
    this.pending.clear();
    const lines = new LineSplitter();
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      for (const line of lines.push(chunk)) {
        if (this.socket !== socket) return;
        this.receive(line, socket, token);
      }
    });
    socket.on('error', (err: Error) => {
      this.deps.log.warn(`${this.spec.label}: connection error`, { error: err.message });
    });
    socket.on('close', () => this.closed(socket));
    this.armWatchdog(socket);
  }

  private receive(line: string, socket: Duplex, token: string): void {
    this.armWatchdog(socket);
    const parsed = parseResponseLine(line);
    if (!parsed.ok) {
      this.deps.log.warn(`${this.spec.label}: unreadable message skipped`, { reason: parsed.reason });
      return;
    }
    const message = parsed.message;
    if (message.op === 'connection') {
      this.deps.log.info(`${this.spec.label}: connected`, { connectionId: message.connectionId });
      this.send(socket, 'authentication', (id) => authenticationRequest(id, this.deps.appKey, token));
    } else if (message.op === 'status') {
      this.status(message, socket);
    } else if (message.op === this.spec.op) {
      this.changeLine(message, socket);
    }
  }

  private send(socket: Duplex, kind: Pending, build: (id: number) => object): void {
    const id = this.nextId++;
    this.pending.set(id, kind);
    if (kind === 'subscription') this.subscriptionId = id;
    socket.write(encodeLine(build(id)));
  }

  private status(message: StatusMessage, socket: Duplex): void {
    const request = message.id === undefined ? undefined : this.pending.get(message.id);
    if (message.id !== undefined) this.pending.delete(message.id);
    if (message.statusCode === 'SUCCESS') {
      if (request === 'authentication') {
        this.deps.log.info(`${this.spec.label}: authenticated`, { connectionsAvailable: message.connectionsAvailable });
        const { initialClk, clk } = this.clocks;
        this.send(socket, 'subscription', (id) => this.spec.subscribe(id, initialClk && clk ? { initialClk, clk } : null));
      }
      return;
    }
    const errorCode = message.errorCode ?? 'UNKNOWN';
    const action = failureAction(message.errorCode);
    // The line names Betfair's code and message and the request refused; the app key and token never appear.
    this.deps.log.error(`${this.spec.label}: Betfair refused the ${request ?? 'connection'}: ${errorCode}`, {
      errorCode,
      errorMessage: message.errorMessage,
      connectionId: message.connectionId,
      connectionClosed: message.connectionClosed ?? false,
      next: action,
    });
    if (action === 'stop') return this.stop(`Betfair refused the ${request ?? 'connection'}: ${errorCode}`);
    if (action === 'login') {
      if (!this.deps.session.renewable) return this.stop(`Betfair refused the session token: ${errorCode}`);
      this.deps.session.invalidate();
    }
    if (action === 'fresh-image') this.clocks = { initialClk: null, clk: null };
    socket.destroy();
  }

  private changeLine(line: ChangeLine, socket: Duplex): void {
    // A change for a subscription this connection no longer holds (an earlier request's id) is not ours to apply.
    if (line.id !== null && line.id !== this.subscriptionId) return;
    if (line.pt !== null) this.lastPt = line.pt;
    const whole = this.assembler.accept(line);
    if (!whole) return;
    this.lastHeardAt = Date.now();
    if (whole.ct !== 'HEARTBEAT') {
      try {
        this.events.change(changeMessageOf(whole, whole.pt ?? this.lastPt));
      } catch (err) {
        // The receiver's state is now in doubt: start again from a full image rather than build on it.
        this.deps.log.error(`${this.spec.label}: a change could not be applied; resubscribing for a full image`, {
          error: err instanceof Error ? err.message : String(err),
        });
        this.clocks = { initialClk: null, clk: null };
        socket.destroy();
        return;
      }
    }
    if (whole.initialClk) this.clocks.initialClk = whole.initialClk;
    if (whole.clk) this.clocks.clk = whole.clk;
    this.failures = 0;
    if (!this.fresh) {
      this.fresh = true;
      this.events.fresh();
    }
  }

  private closed(socket: Duplex): void {
    if (this.socket !== socket) return;
    this.socket = null;
    // A change cut off mid-segment is dropped whole; the clocks still point before it, so it comes again.
    this.assembler.discard();
    this.pending.clear();
    this.markStale();
    if (this.running) {
      this.deps.log.warn(`${this.spec.label}: connection closed, reconnecting`);
      this.retryLater();
    }
  }

  private retryLater(): void {
    this.clearTimers();
    const delay = backOffDelay(this.spec.backOff, this.failures, this.deps.random);
    this.failures += 1;
    this.timer = setTimeout(() => void this.connect(), delay);
    this.timer.unref();
  }

  private armWatchdog(socket: Duplex): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    const span = this.spec.heartbeatMs + this.spec.staleMarginMs;
    let silentSpans = 0;
    const tick = () => {
      silentSpans += 1;
      if (silentSpans === 1) {
        this.deps.log.warn(`${this.spec.label}: no message or heartbeat within ${span} ms, markets stale`);
        this.markStale();
      }
      if (silentSpans >= DEAD_AFTER_SPANS) {
        this.deps.log.warn(`${this.spec.label}: silent for ${silentSpans * span} ms, replacing the connection`);
        socket.destroy();
        return;
      }
      this.watchdog = setTimeout(tick, span);
      this.watchdog.unref();
    };
    this.watchdog = setTimeout(tick, span);
    this.watchdog.unref();
  }

  private markStale(): void {
    if (!this.fresh) return;
    this.fresh = false;
    this.events.stale(this.lastHeardAt);
  }

  private clearTimers(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.watchdog) clearTimeout(this.watchdog);
    this.timer = null;
    this.watchdog = null;
  }
}
