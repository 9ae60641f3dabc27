// The operator's decisions in the console: the markets waiting for a result with why, settling one on the
// winners ticked with a reason, and rolling a settled market back with a reason, in English and Bangla.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../tests/helpers/stub-fetch.ts';
import { ExchangePanel } from './exchange-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const base = {
  marketType: 'match_odds',
  eventId: 'e1',
  eventName: 'Dhaka v Sylhet',
  sport: 'Cricket',
  marketName: 'Match Odds',
  lineTitle: null,
  eventNameBn: 'ঢাকা বনাম সিলেট',
  marketNameBn: 'ম্যাচ অডস',
  lineTitleBn: null,
  bets: 2,
  players: 1,
  exposure: 400,
  flaggedAt: null,
};
const waiting = {
  ...base,
  marketKey: '1.3001',
  status: 'open',
  result: null,
  settledAt: null,
  awaitingOperator: {
    code: 'exchangeMarketNoResult',
    message: 'The source closed this market without a result: its bets stay open until the operator settles or voids it.',
  },
  runners: [
    { selectionId: '11', name: 'Dhaka' },
    { selectionId: '12', name: 'Sylhet' },
  ],
  places: 1,
  lastDecision: null,
};
const settled = { ...base, marketKey: '1.3002', status: 'settled', result: 'Dhaka', settledAt: '2026-11-23T10:00:00Z', awaitingOperator: null };

const routes = (extra: Record<string, Answer> = {}): Record<string, Answer> => ({
  'GET /api/operator/exchange/markets/waiting': { body: { markets: [waiting] } },
  'GET /api/operator/exchange/markets': { body: { markets: [settled] } },
  'GET /api/operator/exchange/exposure': { body: { players: [], total: 0 } },
  'GET /api/operator/exchange/bets': { body: { bets: [], nextBefore: null } },
  'GET /api/operator/exchange/settings': { body: {} },
  ...extra,
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'e2eoperator', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe("the operator's market decisions", () => {
  it('lists a market waiting with why, and settles it on the winner ticked with a reason', async () => {
    const { sent } = stubFetch(
      routes({
        'POST /api/operator/exchange/markets/1.3001/settle': {
          body: {
            marketKey: '1.3001',
            status: 'settled',
            bets: 2,
            players: 1,
            message: 'Market settled: every bet on it has been paid.',
            code: 'exchangeMarketSettled',
          },
        },
      }),
    );
    renderWithApp(<ExchangePanel />);
    await settle();
    const row = screen.getByTestId('exchange-waiting-row');
    expect(within(row).getByText(/closed this market without a result/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Settle' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Sylhet'));
    fireEvent.change(within(dialog).getByLabelText('Reason (kept with the decision)'), { target: { value: 'Official result' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Settle' }));
    await settle();
    expect(sent.filter((s) => s.path.endsWith('/settle')).map((s) => s.body)).toEqual([{ winners: ['12'], reason: 'Official result' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.filter((s) => s.path === '/api/operator/exchange/markets/waiting')).toHaveLength(2);
  });

  it('rolls a settled market back with a reason, and says a refusal in Bangla', async () => {
    await i18n.changeLanguage('bn');
    const { sent } = stubFetch(
      routes({
        'POST /api/operator/exchange/markets/1.3002/rollback': {
          status: 409,
          body: { code: 'exchangeRollbackShortfall', message: 'A player no longer has the winnings to give back: nothing was rolled back.' },
        },
      }),
    );
    renderWithApp(<ExchangePanel />);
    await settle();
    fireEvent.click(within(screen.getByTestId('exchange-market-row')).getByRole('button', { name: 'ফলাফল ফিরিয়ে নিন' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('কারণ (সিদ্ধান্তের সঙ্গে রাখা হবে)'), { target: { value: 'Wrong winner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ফলাফল ফিরিয়ে নিন' }));
    await settle();
    expect(sent.filter((s) => s.path.endsWith('/rollback')).map((s) => s.body)).toEqual([{ reason: 'Wrong winner' }]);
    expect(within(dialog).getByText('একজন খেলোয়াড়ের কাছে ফেরত দেওয়ার মতো জয়ের টাকা আর নেই: কিছুই ফিরিয়ে নেওয়া হয়নি।')).toBeTruthy();
  });
});
