// The live Betfair source's transport (EXCHANGE_SOURCE=betfair-stream): one market subscription on the Exchange
// Stream API and, when configured, the cricket scores on the sports data stream, each kept alive by a
// StreamLink. Whole changes go to the sink (the market cache) in the order Betfair sent them; the market link
// alone decides staleness, as late scores do not make prices wrong (Betfair suspends its markets itself while
// a ball is bowled). Only the cluster's leader runs this (docs/decisions/0214-betfair-stream-transport.md).
import { isIP } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';
import { logger } from '../../../../lib/logger.ts';
import { cricketSubscriptionRequest, marketSubscriptionRequest } from './protocol.ts';
import { SessionSource } from './session-source.ts';
import type { BetfairStreamConfig, StreamEndpoint } from './stream-config.ts';
import { type Clocks, StreamLink, type StreamLog } from './stream-link.ts';
import type { BetfairStreamSink } from './stream-sink.ts';

export interface BetfairStreamOptions {
  /** Opens the TLS connection; the default is node's tls.connect, checking the server's certificate. */
  connect?: (endpoint: StreamEndpoint) => Duplex;
  /** A certificate authority to trust besides the system's (a test's own server). */
  ca?: string | Buffer;
  log?: StreamLog;
  /** The back-off's jitter; Math.random unless a test fixes it. */
  random?: () => number;
  /**
   * The clocks of the last market change already applied (a new leader whose replica followed the old
   * leader's published changes): the first subscription then asks only for what came after.
   */
  resumeFrom?: Clocks;
}

export interface BetfairStreamHandle {
  stop(): void;
}

export function startBetfairStream(config: BetfairStreamConfig, sink: BetfairStreamSink, options: BetfairStreamOptions = {}): BetfairStreamHandle {
  const ca = options.ca;
  const deps = {
    appKey: config.appKey,
    session: new SessionSource(config, ca),
    connect: options.connect ?? ((endpoint: StreamEndpoint) => defaultConnect(endpoint, ca)),
    log: options.log ?? logger,
    random: options.random ?? Math.random,
  };
  const common = { heartbeatMs: config.subscription.heartbeatMs, staleMarginMs: config.staleMarginMs, backOff: config.backOff };
  let cricket: StreamLink | null = null;
  let stopping = false;
  const markets = new StreamLink(
    {
      label: 'market stream',
      endpoint: config.endpoint,
      op: 'mcm',
      subscribe: (id, clocks) => marketSubscriptionRequest(id, config.subscription, clocks),
      ...common,
    },
    deps,
    {
      change: (message) => sink.onChange(message),
      stale: (lastHeardAt) => sink.onStale(lastHeardAt ?? undefined),
      fresh: () => sink.onFresh(),
      stopped: (reason) => {
        cricket?.stop(reason);
        sink.onStopped(reason);
      },
    },
    options.resumeFrom ?? null,
  );
  if (config.cricketEndpoint) {
    cricket = new StreamLink(
      { label: 'cricket stream', endpoint: config.cricketEndpoint, op: 'ccm', subscribe: (id) => cricketSubscriptionRequest(id), ...common },
      deps,
      {
        change: (message) => sink.onChange(message),
        stale: () => undefined,
        fresh: () => undefined,
        // Scores refused (an app key without the sports data entitlement) leave the markets running.
        stopped: (reason) => {
          if (!stopping) deps.log.warn('cricket stream stopped; markets continue without scores', { reason });
        },
      },
    );
  }
  markets.start();
  cricket?.start();
  return {
    stop: () => {
      stopping = true;
      cricket?.stop('stopped by the process');
      markets.stop('stopped by the process');
    },
  };
}

/** TLS with the server's certificate checked against its host name (SNI is for names only, never an address). */
function defaultConnect(endpoint: StreamEndpoint, ca: string | Buffer | undefined): Duplex {
  return tlsConnect({ host: endpoint.host, port: endpoint.port, ...(isIP(endpoint.host) ? {} : { servername: endpoint.host }), ...(ca ? { ca } : {}) });
}
