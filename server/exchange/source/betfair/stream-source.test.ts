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

  it('keeps nothing of a delta for a market it has no image of, tells no one and reports it once; the market comes with its image', async () => {
    source = start();
    const told: string[] = [];
    source.subscribe((change) => {
      if (change.kind === 'market') told.push(change.marketId);
    });
    const connection = await server.nextConnection();
    connection.status((await connection.request('authentication')).id);
    const sub = await connection.request('marketSubscription');
    connection.status(sub.id);
    const first = win[0] as { clk: string; pt: number; mc: { id: string; marketDefinition: unknown }[] };
    connection.send({ op: 'mcm', id: sub.id, initialClk: 'I-1', clk: first.clk, ct: 'SUB_IMAGE', pt: first.pt, heartbeatMs: 500, mc: first.mc });
    await vi.waitFor(() => expect(source?.market(MARKET)).toBeDefined());
    const UNKNOWN = '1.999000001';
    const runner = (source.market(MARKET)?.runners[0]?.selectionId ?? 0) as number;
    told.length = 0;
    // Two deltas (no img, no definition) for a market never imaged, then one for the market the cache has.
    for (const clk of ['d-1', 'd-2'])
      connection.send({ op: 'mcm', id: sub.id, clk, pt: first.pt + 1, mc: [{ id: UNKNOWN, rc: [{ id: runner, bdatb: [[0, 3.5, 40]] }] }] });
    connection.send({ op: 'mcm', id: sub.id, clk: 'd-3', pt: first.pt + 2, mc: [{ id: MARKET, rc: [{ id: runner, bdatb: [[0, 3.5, 40]] }] }] });
    // Messages are applied in order: once the known market's delta is told, the two before it were seen.
    await vi.waitFor(() => expect(told).toEqual([MARKET]));
    expect(source.market(UNKNOWN)).toBeUndefined();
    expect(source.book(UNKNOWN)).toBeUndefined();
    expect(source.cache.size).toBe(1);
    const reports = () => LOG.lines.filter((l) => l.msg.includes('no image') && l.fields?.marketId === UNKNOWN);
    expect(reports()).toHaveLength(1);
    // Its image, with its definition, brings it in whole, named as the stream names it.
    const image = { ...first.mc[0]!, id: UNKNOWN, img: true };
    connection.send({ op: 'mcm', id: sub.id, clk: 'd-4', pt: first.pt + 3, mc: [image] });
    await vi.waitFor(() => expect(source?.market(UNKNOWN)).toBeDefined());
    expect(source.market(UNKNOWN)?.name).toBe(source.market(MARKET)?.name);
    expect(source.market(UNKNOWN)?.name).not.toBe('');
    expect(source.cache.size).toBe(2);
    expect(reports()).toHaveLength(1);
  });
});
