import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api.ts';
import { FIRST_SCREEN_IDLE_TIMEOUT_MS, markFirstScreenDrawn } from './first-screen.ts';
import { balanceAtom, BALANCE_POLL_MS, refreshBalance, refreshBalanceNow, startBalancePoll } from './balance.ts';
import { primeRead, readShared } from './read-cache.ts';
import { saveSession, sessionAtom } from './session.ts';
import { store } from './store.ts';

const postJson = vi.hoisted(() => vi.fn());
vi.mock('./api.ts', async (importOriginal) => ({ ...(await importOriginal<typeof import('./api.ts')>()), postJson }));

beforeEach(() => {
  localStorage.clear();
  postJson.mockReset();
  store.set(balanceAtom, null);
  saveSession({ token: 'tok', remote_id: '7', username: 'player0001' });
  window.history.replaceState(null, '', '/deposit');
});
afterEach(() => vi.useRealTimers());

describe('the balance poll', () => {
  it('stores the balance the server answers', async () => {
    postJson.mockResolvedValue({ balance: '1500.00' });
    await refreshBalance();
    expect(store.get(balanceAtom)).toBe('1500.00');
    expect(localStorage.getItem('balance')).toBe('1500.00');
  });

  it('asks once the first screen is drawn and then every 10 seconds until stopped', async () => {
    vi.useFakeTimers();
    postJson.mockResolvedValue({ balance: '10.00' });
    const stop = startBalancePoll();
    // The screen's own requests first (first-screen.ts): the header shows the last known balance meanwhile.
    expect(postJson).toHaveBeenCalledTimes(0);
    markFirstScreenDrawn();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_IDLE_TIMEOUT_MS);
    expect(postJson).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(postJson).toHaveBeenCalledTimes(4);
    stop();
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3);
    expect(postJson).toHaveBeenCalledTimes(4);
  });

  it('a 401 clears the stored session and goes to the home page', async () => {
    postJson.mockRejectedValue(new ApiError(401, 'Your session has ended. Please log in again.', 'unauthenticated'));
    await refreshBalance();
    expect(store.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/');
  });

  it('any other failure keeps the session and the last balance', async () => {
    store.set(balanceAtom, '99.00');
    postJson.mockRejectedValue(new ApiError(0, 'Network error, please try again later.', 'networkError'));
    await refreshBalance();
    expect(store.get(sessionAtom)?.token).toBe('tok');
    expect(store.get(balanceAtom)).toBe('99.00');
    expect(window.location.pathname).toBe('/deposit');
  });
});

describe('refresh now, after a money action', () => {
  it('shows the balance the action answered at once, then asks the server and tells the money screens', async () => {
    let answer: (v: { balance: string }) => void = () => undefined;
    postJson.mockReturnValue(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    store.set(balanceAtom, '100.00');
    primeRead('money:vip-status', 'before');
    primeRead('records:transactions', 'before');
    const done = refreshBalanceNow('140.00');
    expect(store.get(balanceAtom)).toBe('140.00');
    // The money screens' and the records' answers are forgotten: their next read asks the server.
    expect(await readShared('money:vip-status', async () => 'after')).toBe('after');
    expect(await readShared('records:transactions', async () => 'after')).toBe('after');
    expect(postJson).toHaveBeenCalledTimes(1);
    answer({ balance: '141.00' });
    await done;
    expect(store.get(balanceAtom)).toBe('141.00');
  });

  it('without a known balance it asks the server straight away, not on the next tick', async () => {
    postJson.mockResolvedValue({ balance: '75.50' });
    await refreshBalanceNow();
    expect(postJson).toHaveBeenCalledTimes(1);
    expect(store.get(balanceAtom)).toBe('75.50');
  });
});
