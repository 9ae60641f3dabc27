// The crash chart's readout: the waiting state (the countdown to the run) and the running state (the climbing
// multiplier) never show together, through every phase change, frame by frame.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CrashState } from '../../../contracts/games.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { CrashChart } from './crash-chart.tsx';

const NOW = 1_800_000_000_000;
const state = (phase: CrashState['phase'], over: Partial<CrashState> = {}): CrashState => ({
  version: 1,
  gameId: 7,
  gameNumber: 7,
  phase,
  serverTime: NOW,
  bettingEndsAt: NOW + 3_000,
  startedAt: NOW + 3_000,
  multiplier: 1,
  crashedAt: null,
  hash: null,
  terminalHash: 'f'.repeat(64),
  salt: 's',
  bets: [],
  history: [],
  ...over,
});

/** What the readout shows now, after the next animation frames. */
async function readout(ms = 50) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  return screen.getByTestId('crash-chart').querySelector('.crash-readout')!.textContent!.replace(/\s+/g, ' ').trim();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('the crash readout', () => {
  it('waits with a countdown and no multiplier, runs with a multiplier and no countdown, and never shows both', async () => {
    const view = renderWithApp(<CrashChart state={state('betting')} offsetMs={0} />);
    expect(await readout()).toMatch(/^Starts in 3 s/);
    expect(await readout()).not.toMatch(/×/);
    // The betting window is over, but the server has not said the run started: starting, not "0 s".
    vi.setSystemTime(NOW + 3_200);
    const starting = await readout(300);
    expect(starting).not.toMatch(/Starts in 0 s|×/);
    expect(starting).toMatch(/Starting/);

    view.rerender(<CrashChart state={state('running', { version: 2, serverTime: NOW + 3_300 })} offsetMs={0} />);
    vi.setSystemTime(NOW + 8_000);
    const running = await readout();
    expect(running).toMatch(/^\d+\.\d\d×/);
    expect(running).not.toMatch(/Starts in|Starting/);

    view.rerender(<CrashChart state={state('crashed', { version: 3, crashedAt: 1.42, multiplier: 1.42 })} offsetMs={0} />);
    expect(await readout()).toMatch(/^1\.42×\s?Crashed/);

    view.rerender(<CrashChart state={state('betting', { version: 4, gameId: 8, bettingEndsAt: NOW + 13_000 })} offsetMs={0} />);
    const next = await readout();
    expect(next).toMatch(/^Starts in 5 s/);
    expect(next).not.toMatch(/×/);
  });
});
