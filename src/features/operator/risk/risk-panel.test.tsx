import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch, type Answer } from '../../../../tests/helpers/stub-fetch.ts';
import { RiskPanel } from './risk-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const amounts = { minStake: 100, maxStake: 50000, maxProfit: 1000000, marketMaxStake: 500000, marketMaxProfit: 1000000 };
const bookMarket = {
  marketKey: '1.2001',
  marketType: 'match_odds',
  kind: 'match_odds',
  sport: 'cricket',
  eventId: 'e1',
  eventName: 'Dhaka v Sylhet',
  marketName: 'Match Odds',
  lineTitle: null,
  players: 2,
  bets: 3,
  outcomes: [
    { outcome: '11', label: 'Dhaka', site: -4500 },
    { outcome: '12', label: 'Sylhet', site: 1200 },
  ],
  worst: -4500,
  best: 1200,
};
const flag = {
  id: 9,
  betId: 77,
  userId: 4,
  username: 'player0004',
  rule: 'repeat_bet',
  reason: { code: 'riskFlagRepeatBet', message: 'Bet on the same market again 12 seconds after the last bet.', vars: { seconds: '12' } },
  status: 'open',
  raisedAt: '2026-11-23T10:00:00Z',
  eventName: 'Dhaka v Sylhet',
  marketName: 'Match Odds',
  stake: 2500,
  betStatus: 'matched',
};
const routes = (extra: Record<string, Answer> = {}): Record<string, Answer> => ({
  'GET /api/operator/risk/book': { body: { markets: [bookMarket], totalWorst: -4500 } },
  'GET /api/operator/risk/ticker': { body: { bets: [] } },
  'GET /api/operator/risk/flags': { body: { flags: [flag] } },
  'GET /api/operator/risk/limits': {
    body: {
      rules: [
        {
          id: 1,
          scope: 'default',
          sport: '*',
          marketKind: 'fancy',
          eventId: '',
          marketKey: '',
          userId: 0,
          username: null,
          limits: amounts,
          updatedAt: '2026-11-23T10:00:00Z',
        },
      ],
    },
  },
  'GET /api/operator/risk/blocks': { body: { blocks: [] } },
  ...extra,
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'e2eoperator', role: 'operator', staffRole: 'risk' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the operator risk panel', () => {
  it('shows the book by outcome with the total worst case, flags with their reason, and the limits', async () => {
    stubFetch(routes());
    renderWithApp(<RiskPanel />);
    await settle();
    const row = screen.getByTestId('risk-book-row');
    expect(within(row).getByText('Dhaka v Sylhet')).toBeTruthy();
    expect(screen.getByTestId('risk-book-total').textContent).toContain('4,500');
    expect(within(screen.getByTestId('risk-flag')).getByText(/again 12 seconds after/)).toBeTruthy();
    expect(screen.getAllByTestId('risk-rule-row')).toHaveLength(1);
  });

  it('says a flag’s reason in Bangla when the console is in Bangla', async () => {
    await i18n.changeLanguage('bn');
    stubFetch(routes());
    renderWithApp(<RiskPanel />);
    await settle();
    expect(within(screen.getByTestId('risk-flag')).getByText(/একই মার্কেটে আবার বেট/)).toBeTruthy();
  });

  it('voids a flagged bet with the reason typed', async () => {
    const { sent } = stubFetch(
      routes({ 'POST /api/operator/risk/flags/9/void': { body: { message: 'The bet is voided and the player is told why.', code: 'riskBetVoided' } } }),
    );
    renderWithApp(<RiskPanel />);
    await settle();
    fireEvent.click(within(screen.getByTestId('risk-flag')).getByRole('button', { name: 'Void bet' }));
    await settle();
    fireEvent.change(within(screen.getByRole('dialog')).getByLabelText('Reason'), { target: { value: 'Late bet on a delayed picture' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Void bet' }));
    await settle();
    expect(sent.find((s) => s.path === '/api/operator/risk/flags/9/void')?.body).toEqual({ reason: 'Late bet on a delayed picture' });
  });
});
