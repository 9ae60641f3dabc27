import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaferPlayState } from '../../../contracts/safer-play.ts';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { useRead } from '../../lib/use-read.ts';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { SaferPlayPage } from './safer-play-page.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const limits = (over: Partial<Record<string, object>> = {}) =>
  (['deposit', 'loss'] as const).flatMap((kind) =>
    (['day', 'week', 'month'] as const).map((period) => ({ kind, period, amount: null, used: 0, pending: null, ...over[`${kind}-${period}`] })),
  );
const state = (s: Partial<SaferPlayState> = {}): SaferPlayState => ({ limits: limits(), exclusion: null, reality_check_minutes: 60, ...s });

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const open = async (routes: Record<string, Answer>) => {
  const stub = stubFetch({ 'GET /api/safer-play': { body: { data: state() } }, ...routes });
  renderWithApp(<SaferPlayPage />);
  await settle();
  return stub;
};

describe('the Safer play page', () => {
  it('shows each limit with what is used of it, and a change that waits with its time', async () => {
    await open({
      'GET /api/safer-play': {
        body: {
          data: state({
            limits: limits({
              'deposit-day': { amount: 5000, used: 1200 },
              'loss-week': { amount: 2000, used: 0, pending: { amount: 4000, effective_at: '2026-11-24T04:00:00Z' } },
            }),
          }),
        },
      },
    });
    const day = screen.getByTestId('limit-deposit-day');
    expect(day.textContent).toContain('৳ 5,000');
    expect(day.textContent).toContain('Used ৳ 1,200.00 of ৳ 5,000');
    expect(within(screen.getByTestId('limit-loss-week')).getByTestId('limit-pending').textContent).toMatch(/^Goes up to ৳ 4,000 on 24/);
    expect(screen.getByTestId('limit-deposit-week').textContent).toContain('No limit');
  });

  it('sets a limit in whole taka, refuses an empty one on the spot, and shows what the server answers', async () => {
    const { sent } = await open({ 'PUT /api/safer-play/limits': { body: { data: state({ limits: limits({ 'deposit-day': { amount: 3000 } }) }) } } });
    const row = screen.getByTestId('limit-deposit-day');
    fireEvent.click(within(row).getByRole('button', { name: 'New limit for 24 hours' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await settle();
    expect(within(row).getByRole('alert').textContent).toBe('Please enter a limit in whole taka, or remove the limit.');
    expect(sent.filter((s) => s.method === 'PUT')).toHaveLength(0);
    fireEvent.change(within(row).getByLabelText('New limit for 24 hours'), { target: { value: '৩০০০' } });
    expect(within(row).queryByRole('alert')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.filter((s) => s.method === 'PUT').map((s) => s.body)).toEqual([{ kind: 'deposit', period: 'day', amount: 3000 }]);
    expect(screen.getByTestId('limit-deposit-day').textContent).toContain('৳ 3,000');
  });

  it('asks before a self-exclusion, says it cannot be undone, and shows the break once started', async () => {
    const { sent } = await open({
      'POST /api/safer-play/exclusions': {
        body: { data: state({ exclusion: { kind: 'self_exclusion', started_at: '2026-11-23T04:00:00Z', ends_at: '2027-11-23T04:00:00Z' } }) },
      },
    });
    const panel = screen.getByTestId('self-exclusion');
    fireEvent.click(within(panel).getByRole('radio', { name: '1 year' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('for 1 year. This cannot be undone, by you or by us.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, start it' }));
    await settle();
    expect(sent.filter((s) => s.method === 'POST').map((s) => s.body)).toEqual([{ kind: 'self_exclusion', duration: '1y' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/^You have excluded yourself until/)).toBeTruthy();
  });

  it('cancelling the confirmation starts nothing', async () => {
    const { sent } = await open({});
    fireEvent.click(within(screen.getByTestId('time-out')).getByRole('button', { name: 'Start time-out' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await settle();
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it('changes the reality-check interval and tells the reminder to reschedule', async () => {
    // The reminder's read of its figures (app/reality-check.tsx), mounted beside the page.
    const figures = vi.fn(async () => 'figures');
    function Reminder() {
      useRead('safer-play:reality-check', figures);
      return null;
    }
    renderWithApp(<Reminder />);
    const { sent } = await open({ 'PUT /api/safer-play/reality-check': { body: { data: state({ reality_check_minutes: 30 }) } } });
    expect(figures).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Remind me every'), { target: { value: '30' } });
    await settle();
    expect(sent.filter((s) => s.path === '/api/safer-play/reality-check').map((s) => s.body)).toEqual([{ minutes: 30 }]);
    expect(figures).toHaveBeenCalledTimes(2);
  });

  it('reads in Bangla with Bengali digits', async () => {
    await i18n.changeLanguage('bn');
    await open({ 'GET /api/safer-play': { body: { data: state({ limits: limits({ 'deposit-day': { amount: 5000, used: 0 } }) }) } } });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('নিরাপদ খেলা');
    expect(screen.getByTestId('limit-deposit-day').textContent).toContain('৫,০০০');
  });
});
