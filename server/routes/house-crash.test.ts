// The crash routes with the rounds on a fake clock: the polled state answers 304 while only the clock
// moved, the pushed stream sends a snapshot at once and after each event, and bets and cash-outs go
// through the game session, the cash-out judged by the server's clock when it arrives.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectLedgerInvariant } from '../../tests/helpers/provider-kit.ts';
import { fundedPlayer, openScreen } from '../../tests/helpers/casino-kit.ts';
import { crashRoundsFor } from '../services/house-crash.ts';
import { balanceOf } from '../services/ledger.ts';
import { msToReachX100, roundDurationMs } from '../../games/crash.ts';
import { crashStateSchema, type CrashState } from '../../contracts/games.ts';
import type { CrashRounds } from '../house/crash-rounds.ts';

let clock = Date.UTC(2026, 2, 1, 12);
let t: TestApp;
let rounds: CrashRounds;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
  rounds = crashRoundsFor(t.deps, { bettingMs: 5_000, pauseMs: 3_000, chainLength: 2_000 });
  await rounds.recover();
});
afterEach(async () => {
  await expectLedgerInvariant(t);
});

/** Ticks games along until one in its betting phase will crash at `minX100` or more. */
async function bettingGameCrashingAbove(minX100: number) {
  for (;;) {
    await rounds.tick();
    const game = rounds.current()!;
    if (game.phase === 'betting' && game.crashX100 >= minX100 && clock < game.bettingEndsAt) return game;
    if (game.phase === 'betting') clock = game.bettingEndsAt;
    else if (game.phase === 'running') clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    else clock += 3_000;
  }
}

/** Reads server-sent events from a stream until `count` `state` events arrived. */
async function readStates(body: ReadableStream<Uint8Array>, count: number, during?: () => Promise<void>): Promise<CrashState[]> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const states: CrashState[] = [];
  let buffer = '';
  let acted = false;
  while (states.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    const events = buffer.split('\n\n');
    buffer = events.pop()!;
    for (const event of events) {
      const data = /^data: (.*)$/m.exec(event)?.[1];
      if (/^event: state$/m.test(event) && data) states.push(crashStateSchema.parse(JSON.parse(data)));
    }
    if (!acted && during && states.length > 0) {
      acted = true;
      await during();
    }
  }
  await reader.cancel();
  return states;
}

describe('the crash routes', () => {
  it('answers the polled state with an ETag, and 304 while nothing but the clock moved', async () => {
    const game = await bettingGameCrashingAbove(200);
    const first = await t.call('GET', '/api/house/crash/state');
    expect(first.body).toMatchObject({ phase: 'betting', gameId: game.id, hash: null, crashedAt: null });
    expect(first.body.salt).toMatch(/^[0-9a-f]{64}$/);
    const etag = first.headers.get('etag')!;
    clock += 1_000;
    const same = await t.app.request('/api/house/crash/state', { headers: { 'If-None-Match': etag } });
    expect(same.status).toBe(304);
    expect(await same.text()).toBe('');
    clock = game.bettingEndsAt;
    await rounds.tick();
    const moved = await t.call('GET', '/api/house/crash/state', { headers: { 'If-None-Match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.body.phase).toBe('running');
    expect(moved.headers.get('etag')).not.toBe(etag);
  });

  it('refuses a bet without a game session, or with a stake or auto cash-out it does not take', async () => {
    await bettingGameCrashingAbove(100);
    expect((await t.call('POST', '/api/house/crash/bet', { body: { stake: 10 } })).status).toBe(401);
    const p = await fundedPlayer(t, 100_000);
    const { headers } = await openScreen(t, p, 'chakka_chakka_crash');
    const bad = await t.call('POST', '/api/house/crash/bet', { headers, body: { stake: 5, autoCashout: 1.005 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['autoCashout', 'stake']);
  });

  it('pays a cash-out the multiplier of the moment it reached the server, and refuses a second one', async () => {
    const p = await fundedPlayer(t, 100_000);
    const { headers } = await openScreen(t, p, 'chakka_chakka_crash');
    const game = await bettingGameCrashingAbove(200);
    const bet = await t.call('POST', '/api/house/crash/bet', { headers, body: { stake: 100 } });
    expect(bet.body).toMatchObject({ gameId: game.id, stake: 100, autoCashout: null, balance: 900 });
    expect((await t.call('POST', '/api/house/crash/bet', { headers, body: { stake: 100 } })).body.code).toBe('crashAlreadyBet');
    clock = game.bettingEndsAt;
    await rounds.tick();
    clock = game.bettingEndsAt + msToReachX100(150);
    const out = await t.call('POST', '/api/house/crash/cashout', { headers });
    expect(out.body).toMatchObject({ gameId: game.id, won: true, multiplier: 1.5, payout: 150, balance: 1_050 });
    expect((await t.call('POST', '/api/house/crash/cashout', { headers })).body.code).toBe('crashNoOpenBet');
    expect(await balanceOf(t.deps.database.db, p.userId)).toBe(105_000);
  });

  it('loses a cash-out that arrives after the crash point, whatever the rounds had ticked', async () => {
    const p = await fundedPlayer(t, 100_000);
    const { headers } = await openScreen(t, p, 'chakka_chakka_crash');
    const game = await bettingGameCrashingAbove(120);
    await t.call('POST', '/api/house/crash/bet', { headers, body: { stake: 100, autoCashout: 900 } });
    clock = game.bettingEndsAt;
    await rounds.tick();
    clock = game.bettingEndsAt + roundDurationMs(game.crashX100) + 1;
    const late = await t.call('POST', '/api/house/crash/cashout', { headers });
    expect(late.body).toMatchObject({ won: false, multiplier: null, payout: 0, balance: 900 });
  });

  it("pushes a snapshot at once, then one after a bet, with the other players' bets in it", async () => {
    const p = await fundedPlayer(t, 100_000);
    const { headers } = await openScreen(t, p, 'chakka_chakka_crash');
    const game = await bettingGameCrashingAbove(150);
    const res = await t.app.request('/api/house/crash/stream');
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const states = await readStates(res.body!, 2, async () => {
      expect((await t.call('POST', '/api/house/crash/bet', { headers, body: { stake: 50 } })).status).toBe(200);
    });
    expect(states[0]).toMatchObject({ gameId: game.id, phase: 'betting' });
    expect(states[1]!.version).toBeGreaterThan(states[0]!.version);
    expect(states[1]!.bets).toContainEqual({ username: `${p.username.slice(0, 2)}***`, stake: 50, cashedOut: null, payout: 0 });
    // Leave no bet open for the next test file's rounds: let this game crash.
    clock = game.bettingEndsAt + roundDurationMs(game.crashX100);
    await rounds.tick();
  });
});
