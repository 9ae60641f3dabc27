import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedLines, startStreamServer, type StreamServer, TEST_TLS } from '../../../../../tests/helpers/betfair-stream-server.ts';
import { recordingLog, recordingSink } from '../../../../../tests/helpers/betfair-stream-sink.ts';
import { type BetfairStreamHandle, startBetfairStream } from './betfair-stream.ts';
import { type BetfairStreamConfig, betfairStreamConfigFromEnv } from './stream-config.ts';

const APP_KEY = 'app-key-not-to-be-logged';
const SESSION = 'session-token-not-to-be-logged';
const win = recordedLines('greyhound-win-stream.jsonl');
const placeImage = recordedLines('greyhound-place-image.jsonl')[0] as Record<string, unknown>;
const mcOf = (line: Record<string, unknown>) => line.mc as unknown[];
const clkOf = (line: Record<string, unknown>) => line.clk as string;
const recorded = (i: number) => win[i] as Record<string, unknown>;

let server: StreamServer;
let handle: BetfairStreamHandle | null = null;

function configFor(port: number, overrides: Partial<BetfairStreamConfig> = {}): BetfairStreamConfig {
  const config = betfairStreamConfigFromEnv({
    BETFAIR_APP_KEY: APP_KEY,
    BETFAIR_SESSION_TOKEN: SESSION,
    BETFAIR_STREAM_HOST: `127.0.0.1:${port}`,
    BETFAIR_HEARTBEAT_MS: '500',
  });
  return { ...config, staleMarginMs: 250, backOff: { initialMs: 40, maxMs: 2000 }, ...overrides };
}

beforeEach(async () => {
  server = await startStreamServer();
});
afterEach(async () => {
  handle?.stop();
  handle = null;
  await server.close();
});

/** A delta as Betfair sends it live: the recorded line with the subscription's id. */
const delta = (id: unknown, line: Record<string, unknown>) => ({ op: 'mcm', id, clk: line.clk, pt: line.pt, mc: line.mc });

describe('the live Betfair stream', () => {
  it('authenticates, subscribes with the configured filter, and hands on a segmented image whole, then deltas in order', async () => {
    const sink = recordingSink();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log: recordingLog() });
    const connection = await server.nextConnection();
    const auth = await connection.request('authentication');
    expect(auth).toMatchObject({ appKey: APP_KEY, session: SESSION });
    connection.status(auth.id, { connectionsAvailable: 9 });
    const sub = await connection.request('marketSubscription');
    connection.status(sub.id);
    expect(sub).toMatchObject({
      marketFilter: { eventTypeIds: ['4', '1', '2', '7', '4339'], marketTypes: ['MATCH_ODDS', 'WIN', 'PLACE'] },
      marketDataFilter: { ladderLevels: 3 },
      heartbeatMs: 500,
      conflateMs: 0,
      segmentationEnabled: true,
    });
    expect(sub.marketDataFilter).toMatchObject({
      fields: expect.arrayContaining(['EX_BEST_OFFERS_DISP', 'EX_TRADED', 'EX_TRADED_VOL', 'EX_LTP', 'EX_MARKET_DEF', 'SP_TRADED', 'SP_PROJECTED']),
    });
    expect(sub).not.toHaveProperty('clk');
    expect(sub).not.toHaveProperty('initialClk');

    const first = recorded(0);
    connection.send({
      op: 'mcm',
      id: sub.id,
      initialClk: 'I-1',
      ct: 'SUB_IMAGE',
      segmentType: 'SEG_START',
      pt: first.pt,
      heartbeatMs: 500,
      conflateMs: 0,
      mc: mcOf(first),
    });
    connection.send({ op: 'mcm', id: sub.id, segmentType: 'SEG_END', clk: clkOf(first), pt: placeImage.pt, mc: mcOf(placeImage) });
    for (const line of win.slice(1, 4)) connection.send(delta(sub.id, line));

    await vi.waitFor(() => expect(sink.changes()).toHaveLength(4));
    const [image, ...deltas] = sink.changes();
    expect(image).toMatchObject({ op: 'mcm', ct: 'SUB_IMAGE', initialClk: 'I-1', clk: clkOf(first), pt: placeImage.pt, heartbeatMs: 500 });
    expect(image?.op === 'mcm' && image.mc).toEqual([...mcOf(first), ...mcOf(placeImage)]);
    expect(deltas.map((d) => (d.op === 'mcm' ? d.mc : null))).toEqual(win.slice(1, 4).map(mcOf));
    expect(deltas.map((d) => d.ct)).toEqual([null, null, null]);
    // Fresh once the image is whole, and only then.
    expect(sink.events.findIndex((e) => e.kind === 'fresh')).toBe(1);
    expect(sink.marks()).toEqual(['fresh']);
  });

  it('marks the markets stale when heartbeats stop and fresh when they return, on the same connection', async () => {
    const sink = recordingSink();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log: recordingLog() });
    const connection = await server.nextConnection();
    const sub = await connection.acceptSubscription();
    const first = recorded(0);
    connection.send({ op: 'mcm', id: sub.id, initialClk: 'I-1', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });
    // The silence starts at the last message sent: the client hears it no earlier, so its stale mark comes
    // no sooner than heartbeatMs (500) plus the margin (250) after this, however slowly the test is scheduled.
    const silentFrom = Date.now();
    connection.send({ op: 'mcm', id: sub.id, clk: clkOf(first), pt: 1, ct: 'HEARTBEAT' });
    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh']));

    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh', 'stale']), { timeout: 3000 });
    expect(Date.now() - silentFrom).toBeGreaterThanOrEqual(700);

    connection.send({ op: 'mcm', id: sub.id, clk: clkOf(first), pt: 2, ct: 'HEARTBEAT' });
    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh', 'stale', 'fresh']));
    expect(sink.changes()).toHaveLength(1);
    expect(server.accepted).toHaveLength(1);
  });

  it('drops a change cut mid-segment and resumes from the last whole change with initialClk and clk, losing and doubling nothing', async () => {
    const sink = recordingSink();
    const log = recordingLog();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log });
    const one = await server.nextConnection();
    const sub1 = await one.acceptSubscription();
    const [l0, l1, l2, l3, l4, l5, l6] = [0, 1, 2, 3, 4, 5, 6].map(recorded);
    one.send({ op: 'mcm', id: sub1.id, initialClk: 'I-1', clk: clkOf(l0), ct: 'SUB_IMAGE', pt: l0.pt, mc: mcOf(l0) });
    one.send(delta(sub1.id, l1));
    one.send(delta(sub1.id, l2));
    // A change in segments, cut after its second segment and in the middle of a line.
    // Its start carries a clock; a client that kept clocks from partial changes would resume past it and lose it.
    one.send({ op: 'mcm', id: sub1.id, segmentType: 'SEG_START', clk: clkOf(l3), pt: l3.pt, mc: mcOf(l3) });
    one.send({ op: 'mcm', id: sub1.id, segmentType: 'SEG', mc: mcOf(l4) });
    one.sendRaw(`{"op":"mcm","id":${sub1.id},"segmentType":"SEG_END","clk":"${clkOf(l4)}","mc":[{"id":"1.19793`);
    await vi.waitFor(() => expect(sink.changes()).toHaveLength(3));
    one.cut();

    const two = await server.nextConnection();
    const sub2 = await two.acceptSubscription();
    expect(sub2).toMatchObject({ initialClk: 'I-1', clk: clkOf(l2) });
    expect(sub2.id).not.toBe(sub1.id);
    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh', 'stale']));
    // Betfair sends what the client missed since that clock, then carries on.
    two.send({ op: 'mcm', id: sub2.id, ct: 'RESUB_DELTA', clk: clkOf(l4), pt: l4.pt, mc: [...mcOf(l3), ...mcOf(l4)] });
    two.send(delta(sub2.id, l5));
    two.send(delta(sub2.id, l6));
    await vi.waitFor(() => expect(sink.changes()).toHaveLength(6));

    const applied = sink.changes().flatMap((c) => (c.op === 'mcm' ? c.mc : []));
    expect(applied).toEqual(win.slice(0, 7).flatMap(mcOf));
    expect(sink.changes()[3]?.ct).toBe('RESUB_DELTA');
    expect(sink.marks()).toEqual(['fresh', 'stale', 'fresh']);
    expect(log.lines.some((l) => l.msg === 'market stream: connection closed, reconnecting')).toBe(true);
  });

  it('replaces a connection silent for three spans and resumes it from its clocks', async () => {
    const sink = recordingSink();
    const log = recordingLog();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log });
    const one = await server.nextConnection();
    const sub1 = await one.acceptSubscription();
    const first = recorded(0);
    one.send({ op: 'mcm', id: sub1.id, initialClk: 'I-1', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });
    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh']));
    // The server keeps the socket open and says nothing: a peer gone without closing.
    await one.closed;
    expect(sink.marks()).toEqual(['fresh', 'stale']);
    const two = await server.nextConnection();
    const sub2 = await two.acceptSubscription();
    expect(sub2).toMatchObject({ initialClk: 'I-1', clk: clkOf(first) });
    expect(log.lines.map((l) => l.msg)).toContain('market stream: silent for 2250 ms, replacing the connection');
  });

  it('resumes from given clocks on its first subscription, as a new leader does from the changes it has replayed', async () => {
    const sink = recordingSink();
    const resumeFrom = { initialClk: 'I-9', clk: clkOf(recorded(2)) };
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log: recordingLog(), resumeFrom });
    const connection = await server.nextConnection();
    const sub = await connection.acceptSubscription();
    expect(sub).toMatchObject(resumeFrom);
    connection.send({ op: 'mcm', id: sub.id, ct: 'RESUB_DELTA', clk: clkOf(recorded(3)), pt: recorded(3).pt, mc: mcOf(recorded(3)) });
    await vi.waitFor(() => expect(sink.changes().map((c) => c.ct)).toEqual(['RESUB_DELTA']));
    expect(sink.marks()).toEqual(['fresh']);
  });

  it('starts again from a full image when the receiver cannot apply a change', async () => {
    const sink = recordingSink();
    const log = recordingLog();
    let refusals = 1;
    const failing = {
      ...sink,
      onChange: (message: Parameters<typeof sink.onChange>[0]) => {
        if (message.ct === null && refusals-- > 0) throw new Error('runner 42 is not in market 1.197931750');
        sink.onChange(message);
      },
    };
    handle = startBetfairStream(configFor(server.port), failing, { ca: TEST_TLS.cert, log });
    const one = await server.nextConnection();
    const sub1 = await one.acceptSubscription();
    one.send({ op: 'mcm', id: sub1.id, initialClk: 'I-1', clk: clkOf(recorded(0)), ct: 'SUB_IMAGE', pt: recorded(0).pt, mc: mcOf(recorded(0)) });
    one.send(delta(sub1.id, recorded(1)));
    await one.closed;

    const two = await server.nextConnection();
    const sub2 = await two.acceptSubscription();
    expect(sub2).not.toHaveProperty('clk');
    expect(log.lines.find((l) => l.level === 'error')).toMatchObject({
      msg: 'market stream: a change could not be applied; resubscribing for a full image',
      fields: { error: 'runner 42 is not in market 1.197931750' },
    });
    expect(sink.marks()).toEqual(['fresh', 'stale']);
  });

  it('subscribes afresh, without clocks, when Betfair refuses them as INVALID_CLOCK', async () => {
    const sink = recordingSink();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log: recordingLog() });
    const one = await server.nextConnection();
    const sub1 = await one.acceptSubscription();
    const first = recorded(0);
    one.send({ op: 'mcm', id: sub1.id, initialClk: 'I-1', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });
    await vi.waitFor(() => expect(sink.changes()).toHaveLength(1));
    one.cut();

    const two = await server.nextConnection();
    const auth2 = await two.request('authentication');
    two.status(auth2.id);
    const sub2 = await two.request('marketSubscription');
    expect(sub2).toMatchObject({ initialClk: 'I-1', clk: clkOf(first) });
    two.failure(sub2.id, 'INVALID_CLOCK', 'Clock too old');

    const three = await server.nextConnection();
    const sub3 = await three.acceptSubscription();
    expect(sub3).not.toHaveProperty('clk');
    expect(sub3).not.toHaveProperty('initialClk');
    three.send({ op: 'mcm', id: sub3.id, initialClk: 'I-2', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });
    await vi.waitFor(() => expect(sink.changes().map((c) => c.ct)).toEqual(['SUB_IMAGE', 'SUB_IMAGE']));
  });

  it.each([
    ['INVALID_SESSION_INFORMATION', 'The session token is not valid'],
    ['NO_APP_KEY', 'No application key was supplied'],
  ])('stops on a refused authentication (%s) with a log line naming the error and no secret', async (errorCode, errorMessage) => {
    const sink = recordingSink();
    const log = recordingLog();
    handle = startBetfairStream(configFor(server.port), sink, { ca: TEST_TLS.cert, log });
    const connection = await server.nextConnection();
    const auth = await connection.request('authentication');
    connection.failure(auth.id, errorCode, errorMessage);

    await vi.waitFor(() => expect(sink.marks()).toEqual(['stopped']));
    const stopped = sink.events.find((e) => e.kind === 'stopped');
    expect(stopped?.kind === 'stopped' && stopped.reason).toContain(errorCode);
    const line = log.lines.find((l) => l.level === 'error');
    expect(line?.msg).toBe(`market stream: Betfair refused the authentication: ${errorCode}`);
    expect(line?.fields).toMatchObject({ errorCode, errorMessage, connectionClosed: true });
    expect(log.text()).not.toContain(SESSION);
    expect(log.text()).not.toContain(APP_KEY);
    // Refused credentials are not tried again.
    await new Promise((r) => setTimeout(r, 300));
    expect(server.accepted).toHaveLength(1);
  });

  it('retries a busy or failing server after a back-off that doubles, and starts again from the first step once data flows', async () => {
    const sink = recordingSink();
    const log = recordingLog();
    const backOff = { initialMs: 100, maxMs: 5000 };
    // Jitter fixed at its top: the waits are exactly 100, 200, 400 ms.
    handle = startBetfairStream(configFor(server.port, { backOff }), sink, { ca: TEST_TLS.cert, log, random: () => 1 });
    const closedAt: number[] = [];
    const acceptedAt: number[] = [];

    const one = await server.nextConnection();
    acceptedAt.push(Date.now());
    one.failure((await one.request('authentication')).id, 'TOO_MANY_REQUESTS', 'Too many requests');
    await one.closed;
    closedAt.push(Date.now());

    const two = await server.nextConnection();
    acceptedAt.push(Date.now());
    // Betfair's front end answering "503 Service Unavailable": a code not in the schema is retried like the rest.
    two.failure((await two.request('authentication')).id, 'SERVICE_UNAVAILABLE', '503 Service Unavailable');
    await two.closed;
    closedAt.push(Date.now());

    const three = await server.nextConnection();
    acceptedAt.push(Date.now());
    const auth3 = await three.request('authentication');
    three.status(auth3.id, { connectionsAvailable: 0 });
    three.failure((await three.request('marketSubscription')).id, 'SUBSCRIPTION_LIMIT_EXCEEDED', 'Too many markets');
    await three.closed;
    closedAt.push(Date.now());

    const four = await server.nextConnection();
    acceptedAt.push(Date.now());
    const sub4 = await four.acceptSubscription();
    const first = recorded(0);
    four.send({ op: 'mcm', id: sub4.id, initialClk: 'I-1', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });
    await vi.waitFor(() => expect(sink.marks()).toEqual(['fresh']));
    four.cut();
    await four.closed;
    closedAt.push(Date.now());
    const five = await server.nextConnection();
    acceptedAt.push(Date.now());
    await five.request('authentication');

    const waits = closedAt.map((closed, i) => (acceptedAt[i + 1] as number) - closed);
    expect(waits[0]).toBeGreaterThanOrEqual(90);
    expect(waits[1]).toBeGreaterThanOrEqual(190);
    expect(waits[2]).toBeGreaterThanOrEqual(390);
    // After a connection that delivered data the back-off is back at its first step.
    expect(waits[3]).toBeGreaterThanOrEqual(90);
    expect(waits[3]).toBeLessThan(waits[2] as number);
    const refusals = log.lines.filter((l) => l.level === 'error').map((l) => l.fields?.errorCode);
    expect(refusals).toEqual(['TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'SUBSCRIPTION_LIMIT_EXCEEDED']);
    expect(sink.marks()).toEqual(['fresh', 'stale']);
    console.info(`back-off waits measured (ms): ${waits.join(', ')}`);
  });
});

describe('the cricket scores on the sports data stream', () => {
  let scores: StreamServer;
  beforeEach(async () => {
    scores = await startStreamServer();
  });
  afterEach(async () => {
    await scores.close();
  });

  it('subscribes to cricket on its own connection and hands on the score changes; its loss leaves the markets fresh', async () => {
    const sink = recordingSink();
    const config = { ...configFor(server.port), cricketEndpoint: { host: '127.0.0.1', port: scores.port } };
    handle = startBetfairStream(config, sink, { ca: TEST_TLS.cert, log: recordingLog() });
    const markets = await server.nextConnection();
    const sub = await markets.acceptSubscription();
    const first = recorded(0);
    markets.send({ op: 'mcm', id: sub.id, initialClk: 'I-1', clk: clkOf(first), ct: 'SUB_IMAGE', pt: first.pt, mc: mcOf(first) });

    const cricket = await scores.nextConnection();
    const cricketSub = await cricket.acceptSubscription('cricketSubscription');
    expect(cricketSub).toEqual({ op: 'cricketSubscription', id: expect.any(Number) });
    const [image, update] = recordedLines('cricket-scores-sample.jsonl') as [Record<string, unknown>, Record<string, unknown>];
    cricket.send({ ...image, id: cricketSub.id });
    cricket.send({ ...update, id: cricketSub.id });
    await vi.waitFor(() => expect(sink.changes().filter((c) => c.op === 'ccm')).toHaveLength(2));
    const [scoreImage, scoreUpdate] = sink.changes().filter((c) => c.op === 'ccm');
    expect(scoreImage).toMatchObject({ op: 'ccm', ct: 'SUB_IMAGE', clk: image.clk, cc: image.cc });
    expect(scoreUpdate).toMatchObject({ op: 'ccm', ct: null, cc: update.cc });

    cricket.cut();
    await cricket.closed;
    await scores.nextConnection();
    expect(sink.marks()).toEqual(['fresh']);
  });
});
