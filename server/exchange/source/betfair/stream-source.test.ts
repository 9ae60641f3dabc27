import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedLines, startStreamServer, type StreamServer, TEST_TLS } from '../../../../tests/helpers/betfair-stream-server.ts';
import { recordingLog } from '../../../../tests/helpers/betfair-stream-sink.ts';
import { type BetfairStreamSource, createBetfairStreamSource } from './stream-source.ts';
import { betfairStreamConfigFromEnv } from './stream/stream-config.ts';

const win = recordedLines('greyhound-win-stream.jsonl');
const MARKET = '1.197931750';
const LOG = recordingLog();

let server: StreamServer;
let source: BetfairStreamSource | null = null;

beforeEach(async () => {
  server = await startStreamServer();
});
afterEach(async () => {
  source?.stop();
  source = null;
  await server.close();
});

function start(): BetfairStreamSource {
  const config = betfairStreamConfigFromEnv({
    BETFAIR_APP_KEY: 'app-key',
    BETFAIR_SESSION_TOKEN: 'session',
    BETFAIR_STREAM_HOST: `127.0.0.1:${server.port}`,
    BETFAIR_HEARTBEAT_MS: '500',
  });
  return createBetfairStreamSource({ ...config, staleMarginMs: 250, backOff: { initialMs: 40, maxMs: 2000 } }, { ca: TEST_TLS.cert, log: LOG });
}

describe('the live Betfair source', () => {
  it('shows what the stream sends as markets and books, stale while the stream is silent and fresh when it speaks again', async () => {
    source = start();
    // Before the first image nothing is vouched for.
    expect(source.isStale(MARKET)).toBe(true);
    const connection = await server.nextConnection();
    const auth = await connection.request('authentication');
    connection.status(auth.id);
    const sub = await connection.request('marketSubscription');
    connection.status(sub.id);
    const [first, ...rest] = win as Record<string, unknown>[];
    connection.send({ op: 'mcm', id: sub.id, initialClk: 'I-1', clk: first?.clk, ct: 'SUB_IMAGE', pt: first?.pt, heartbeatMs: 500, mc: first?.mc });
    for (const line of rest.slice(0, 5)) connection.send({ op: 'mcm', id: sub.id, clk: line.clk, pt: line.pt, mc: line.mc });

    await vi.waitFor(() => expect(source?.market(MARKET)).toBeDefined());
    const market = source.market(MARKET);
    expect(market).toMatchObject({ id: MARKET, marketType: 'WIN', numberOfWinners: 1 });
    expect(market?.runners.length).toBeGreaterThan(1);
    expect(source.event(market?.eventId ?? '')?.sport).toBe('greyhound-racing');
    expect(source.book(MARKET)?.length).toBe(market?.runners.length);
    await vi.waitFor(() => expect(source?.isStale(MARKET)).toBe(false));

    // Silence longer than the heartbeat and its margin: the market is stale, then fresh with the next heartbeat.
    await vi.waitFor(() => expect(source?.isStale(MARKET)).toBe(true), { timeout: 3000 });
    connection.send({ op: 'mcm', id: sub.id, ct: 'HEARTBEAT', clk: 'next', pt: Date.now() });
    await vi.waitFor(() => expect(source?.isStale(MARKET)).toBe(false));
  });
});
