import { beforeEach, describe, expect, it, vi } from 'vitest';

// The module's signal is once per page load: each case loads it afresh.
const fresh = async () => {
  vi.resetModules();
  return import('./first-screen.ts');
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 250));

describe('the first screen signal', () => {
  beforeEach(() => vi.useRealTimers());

  it("a route's screen that holds nothing is drawn once it has committed, and what waited runs then", async () => {
    const m = await fresh();
    const run = vi.fn();
    m.afterFirstScreen(run);
    await idle();
    expect(run).not.toHaveBeenCalled();
    m.markRouteScreenCommitted();
    await idle();
    expect(run).toHaveBeenCalledTimes(1);
    // Later callers run at once.
    const later = vi.fn();
    m.afterFirstScreen(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a screen that holds the signal (the exchange feed) is drawn when it says so, not at its commit', async () => {
    const m = await fresh();
    const run = vi.fn();
    m.afterFirstScreen(run);
    m.holdFirstScreen();
    m.markRouteScreenCommitted();
    await idle();
    expect(run).not.toHaveBeenCalled();
    m.markFirstScreenDrawn();
    await idle();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a screen that never says it is drawn counts as drawn 1.5 s after the first wait, however long its modules took to load', async () => {
    vi.useFakeTimers();
    const m = await fresh();
    // A slow load: time passes before anything waits, and does not count.
    vi.advanceTimersByTime(5_000);
    const run = vi.fn();
    m.afterFirstScreen(run);
    m.holdFirstScreen();
    vi.advanceTimersByTime(m.FIRST_SCREEN_MAX_WAIT_MS - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("a wait queued while the entry loads does not start the safety's clock: the first render's wait does", async () => {
    vi.useFakeTimers();
    const m = await fresh();
    const early = vi.fn();
    m.afterFirstScreen(early, { armsSafety: false });
    m.holdFirstScreen();
    // The route's chunk takes long to arrive on a slow link: nothing counts as drawn meanwhile.
    vi.advanceTimersByTime(5_000);
    expect(early).not.toHaveBeenCalled();
    m.afterFirstScreen(vi.fn());
    vi.advanceTimersByTime(m.FIRST_SCREEN_MAX_WAIT_MS);
    for (let step = 0; step < 5 && early.mock.calls.length === 0; step++) vi.advanceTimersToNextTimer();
    expect(early).toHaveBeenCalledTimes(1);
  });

  it('what waited runs one callback per task, in the order it waited, and a wait cancelled before its turn never runs', async () => {
    vi.useFakeTimers();
    const m = await fresh();
    const ran: string[] = [];
    m.afterFirstScreen(() => ran.push('worker'));
    m.afterFirstScreen(() => ran.push('balance'));
    const cancelExposure = m.afterFirstScreen(() => ran.push('exposure'));
    m.afterFirstScreen(() => ran.push('bets'));
    m.markRouteScreenCommitted();
    // Two frames, then the idle moment: the screen is drawn, and the first callback runs in that task.
    for (let step = 0; step < 10 && ran.length === 0; step++) vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['worker']);
    cancelExposure();
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['worker', 'balance']);
    vi.runAllTimers();
    expect(ran).toEqual(['worker', 'balance', 'bets']);
  });

  it('a cancelled wait never runs', async () => {
    const m = await fresh();
    const run = vi.fn();
    const cancel = m.afterFirstScreen(run);
    cancel();
    m.markRouteScreenCommitted();
    await idle();
    expect(run).not.toHaveBeenCalled();
  });
});
