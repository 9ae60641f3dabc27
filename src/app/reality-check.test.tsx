import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { i18n } from '../lib/i18n.ts';
import { saveSession } from '../lib/session.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { stubFetch } from '../../tests/helpers/stub-fetch.ts';
import { nextReminder, RealityCheck } from './reality-check.tsx';

const MIN = 60_000;
const START = Date.parse('2026-11-23T04:00:00Z');
const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const figures = (at: number, playing = true, net = -250.5, interval = 30) => ({
  session_started_at: new Date(START).toISOString(),
  interval_minutes: interval,
  playing,
  net_result: net,
  server_time: new Date(at).toISOString(),
});

describe('when the next reminder is due', () => {
  it.each([
    // [minutes since the log-in, reminders answered, reminder number, due at minute]
    [5, 0, 1, 30],
    [30, 0, 1, 30],
    [95, 0, 3, 90], // opened again after 95 minutes: the reminder that is due shows at once
    [95, 3, 4, 120],
  ])('%i min in, %i answered: reminder %i at minute %i', (minutesIn, answered, index, dueAt) => {
    const now = START + minutesIn * MIN;
    expect(nextReminder(figures(now), answered, now)).toEqual({ index, atMs: START + dueAt * MIN });
  });

  it("follows the server's clock when the phone's is off", () => {
    const server = START + 10 * MIN;
    const phone = server - 5 * MIN; // five minutes slow
    expect(nextReminder(figures(server), 0, phone).atMs).toBe(START + 30 * MIN - 5 * MIN);
  });
});

describe('the reality check', () => {
  let now = START;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    now = START + 10 * MIN;
    vi.setSystemTime(now);
    sessionStorage.clear();
    saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
    await i18n.changeLanguage('en');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const mount = (playing: boolean, path = '/') => {
    const stub = stubFetch({ 'GET /api/safer-play/reality-check': () => ({ body: figures(Date.now(), playing) }) });
    const { hook, history } = memoryLocation({ path, record: true });
    renderWithApp(
      <Router hook={hook}>
        <RealityCheck />
      </Router>,
    );
    return { ...stub, history };
  };
  const pass = async (ms: number) => {
    await act(async () => {
      vi.advanceTimersByTime(ms);
    });
    await settle();
  };

  it('shows time played and the net result after the interval, over any screen, and Continue waits for the next one', async () => {
    const { sent } = mount(true);
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(20 * MIN);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(screen.getByTestId('reality-played').textContent).toBe('You have played for 30 min this session.');
    expect(screen.getByTestId('reality-net').textContent).toContain('250.50');
    expect(dialog.querySelector('a[href="/safer-play"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(`reality-ack:${new Date(START).toISOString()}`)).toBe('1');
    await pass(29 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(1 * MIN);
    expect(screen.getByTestId('reality-played').textContent).toBe('You have played for 1 h 0 min this session.');
    // One call at start, one at each reminder, one after each answer: nothing polled in between.
    expect(sent).toHaveLength(4);
  });

  it('stays quiet for a player who logged in but has not played', async () => {
    mount(false);
    await settle();
    await pass(20 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Stop leaves a game for home', async () => {
    const inGame = mount(true, '/gamerun');
    await settle();
    await pass(20 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Stop and leave the game' }));
    expect(inGame.history.at(-1)).toBe('/');
  });

  it('Stop logs out anywhere else', async () => {
    const elsewhere = mount(true, '/odds-view');
    await settle();
    await pass(20 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Stop and log out' }));
    expect(elsewhere.history.at(-1)).toBe('/player/logout');
  });
});
