// The early script (early-calls.ts) and the API client's use of its answers (src/lib/early-answers.ts):
// the deposit screen's gate is sent once, before the app, and its answer used; never across sessions,
// never stale, and a failed early call is asked again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../tests/helpers/stub-fetch.ts';
import { loadDepositStart } from '../features/wallet/deposit-start.ts';
import { baseRoutes, signIn } from '../features/wallet/fixtures.test-helper.ts';
import { EARLY_ANSWER_FRESH_MS } from '../lib/early-answers.ts';
import { clearSession, saveSession } from '../lib/session.ts';
import { EARLY_CALLS } from './early-call-table.ts';
import { startEarlyCalls } from './early-calls.ts';

const GATE = ['/api/get/other/phone', '/api/user/show'];
const pathsOf = (sent: { path: string }[]) => sent.map((s) => s.path);
const count = (sent: { path: string }[], path: string) => sent.filter((s) => s.path === path).length;

beforeEach(() => {
  delete window.__chakkaEarlyCalls;
  signIn();
  window.history.replaceState(null, '', '/deposit');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('the early script', () => {
  it("sends the deposit screen's phone gate with the player's token, and the screen sends it no second time", async () => {
    const { sent, fetchMock } = stubFetch(baseRoutes());
    expect(startEarlyCalls()).toEqual(['/api/user/show?remote_id=7', '/api/get/other/phone']);
    expect(fetchMock).toHaveBeenCalledTimes(2); // at once, not on some later turn

    const start = await loadDepositStart();
    expect(pathsOf(sent.slice(0, 2)).sort()).toEqual(GATE);
    expect(sent.slice(0, 2).every((s) => s.headers.get('authorization') === 'Bearer tok')).toBe(true);
    expect(start).toMatchObject({ gate: 'ready', error: null });
    expect(start.providers.map((p) => p.name)).toEqual(['bKash', 'Nagad']);
    expect(count(sent, '/api/user/show')).toBe(1);
    expect(count(sent, '/api/get/other/phone')).toBe(1);
    // The gates after the phone were asked by the screen, as before.
    expect(count(sent, '/api/transaction/show')).toBe(1);
    expect(window.__chakkaEarlyCalls?.size).toBe(0);
  });

  it('sends nothing signed out, or on a route whose first screen waits for no player call', () => {
    const { sent } = stubFetch(baseRoutes());
    window.history.replaceState(null, '', '/');
    expect(startEarlyCalls()).toEqual([]);
    window.history.replaceState(null, '', '/deposit');
    clearSession();
    expect(startEarlyCalls()).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('matches its routes as the router does: any case, an optional trailing slash', () => {
    stubFetch(baseRoutes());
    window.history.replaceState(null, '', '/Withdrawal/');
    expect(startEarlyCalls()).toHaveLength(2);
    expect(Object.keys(EARLY_CALLS)).toEqual(['/deposit', '/withdrawal']);
  });

  it("does not give one session's answer to another: after a log-out and a log-in the screen asks again", async () => {
    const { sent } = stubFetch(baseRoutes());
    startEarlyCalls();
    saveSession({ token: 'other', remote_id: '7', username: 'player0002', role: 'player' });
    await loadDepositStart();
    const shows = sent.filter((s) => s.path === '/api/user/show');
    expect(shows.map((s) => s.headers.get('authorization'))).toEqual(['Bearer tok', 'Bearer other']);
  });

  it('does not use an answer older than the freshness window', async () => {
    const { sent } = stubFetch(baseRoutes());
    startEarlyCalls(Date.now() - EARLY_ANSWER_FRESH_MS - 1);
    await loadDepositStart();
    expect(count(sent, '/api/user/show')).toBe(2);
  });

  it('asks again when the early call failed to arrive, and the screen shows what the second answer says', async () => {
    let fail = true;
    const routes = baseRoutes({ verified: false });
    const { sent } = stubFetch({
      ...routes,
      'GET /api/user/show': () => {
        if (!fail) return routes['GET /api/user/show'];
        fail = false;
        return 'network-error';
      },
    });
    startEarlyCalls();
    expect(await loadDepositStart()).toMatchObject({ gate: 'unverified', error: null });
    expect(count(sent, '/api/user/show')).toBe(2);
    expect(count(sent, '/api/get/other/phone')).toBe(1);
  });
});
