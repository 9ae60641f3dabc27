import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { TurnoverRecordPage, turnoverProgress } from './turnover-record-page.tsx';

const settle = async () => {
  for (let i = 0; i < 4; i++) await act(async () => {});
};
const turnover = (id: number, status: 'active' | 'complete', required: number, remaining: number) => ({
  id,
  status,
  required_turnover: required,
  remaining_turnover: remaining,
  created_at: '2026-11-20T06:00:00Z',
  completed_at: status === 'complete' ? '2026-11-21T06:00:00Z' : null,
  transaction: { action: 'deposit', promotion: { name: `Promo ${id}`, turnover: 10 }, payment_method: { name: 'bKash' } },
});

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '7', username: 'player0001', role: 'player' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the turnover record', () => {
  it.each([
    [{ status: 'active', required_turnover: 20000, remaining_turnover: 15000 }, 25],
    [{ status: 'active', required_turnover: 20000, remaining_turnover: 20000 }, 0],
    [{ status: 'complete', required_turnover: 20000, remaining_turnover: 0 }, 100],
    // Complete is a full bar even if the remaining figure was not brought down to 0.
    [{ status: 'complete', required_turnover: 20000, remaining_turnover: 4000 }, 100],
    [{ status: 'active', required_turnover: 20000, remaining_turnover: 0 }, 100],
    [{ status: 'active', required_turnover: 20000, remaining_turnover: 25000 }, 0],
  ] as const)('shows %o as %i percent played', (r, pct) => {
    expect(turnoverProgress(r)).toBe(pct);
  });

  it('lists active requirements first and completed ones under Completed with a full bar', async () => {
    stubFetch({
      'GET /api/turnovers': { body: { data: [turnover(1, 'active', 20000, 5000), turnover(2, 'complete', 10000, 0), turnover(3, 'active', 3000, 3000)] } },
    });
    renderWithApp(<TurnoverRecordPage />);
    await settle();
    expect(screen.getAllByTestId('turnover-card').map((c) => c.querySelector('h2')?.textContent)).toEqual(['Promo 1', 'Promo 3']);
    expect(screen.getAllByRole('progressbar').map((p) => p.getAttribute('aria-valuenow'))).toEqual(['75', '0']);
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(screen.getAllByTestId('turnover-card')).toHaveLength(1);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByText('1,000.00')).toBeTruthy();
  });

  it('says No Data when there is no requirement', async () => {
    stubFetch({ 'GET /api/turnovers': { body: { data: [] } } });
    renderWithApp(<TurnoverRecordPage />);
    await settle();
    expect(screen.getByText('No Data')).toBeTruthy();
  });
});
