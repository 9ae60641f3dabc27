import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession } from '../../../lib/session.ts';
import { renderWithApp } from '../../../lib/testing.tsx';
import { stubFetch } from '../../../../tests/helpers/stub-fetch.ts';
import { PlayersPanel } from './players-panel.tsx';

const row = {
  id: 7,
  username: 'rahim01',
  name: 'Rahim',
  phone: '01712345678',
  email: 'r@example.com',
  agent_code: null,
  status: 'active',
  created_at: '2026-11-20T06:00:00Z',
};
const page = (locked: boolean) => ({
  profile: {
    ...row,
    status: locked ? 'locked' : 'active',
    birthday: null,
    currency: 'BDT',
    referral_code: 'R1',
    referred_by: null,
    vip_coin: 0,
    password_reset_required: false,
  },
  verification: { phone_verified: true, email_verified: false, extra_phones: [], kyc: { status: 'none', submission_id: null, full_name: null } },
  money: { balance: 1250.5, withdrawal_hold: 0, exchange_hold: 100, cash_bonus: 0 },
  transactions: [{ id: 1, kind: 'deposit', amount: 1350.5, memo: '', created_at: '2026-11-21T06:00:00Z' }],
  bets: [],
  rounds: [],
  safer_play: { limits: [], exclusion: null, reality_check_minutes: 60 },
  flags: { market_blocks: [], locked, pending_withdrawal_name_mismatch: false, pending_adjustments: 0 },
  chats: [],
  notes: [],
  logins: [{ at: '2026-11-21T06:00:00Z', address: '203.0.113.4', device: 'TestPhone/1.0' }],
});

beforeEach(async () => {
  saveSession({ token: 'op', remote_id: '1', username: 'opsadmin', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the players panel', () => {
  it('searches by phone, opens the player, shows money and log-ins, and locks them', async () => {
    let locked = false;
    const { sent } = stubFetch({
      'GET /api/operator/players': { body: { data: [row], page: 1, has_more: false } },
      'GET /api/operator/players/7': () => ({ body: { data: page(locked) } }),
      'POST /api/operator/players/7/lock': () => {
        locked = true;
        return { body: { message: 'The player is locked and logged out everywhere.', data: page(true) } };
      },
    });
    renderWithApp(<PlayersPanel />);
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Username, phone, e-mail, id or agent code'), '01712');
    await u.selectOptions(screen.getByLabelText('Search in'), 'phone');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await u.click(await screen.findByRole('button', { name: 'rahim01' }, { timeout: 15_000 }));
    const search = sent.find((s) => s.path === '/api/operator/players')!;
    expect([search.search.get('q'), search.search.get('field')]).toEqual(['01712', 'phone']);
    expect(await screen.findByText('TestPhone/1.0', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('203.0.113.4')).toBeTruthy();
    await u.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByText('The player is locked and logged out everywhere.', undefined, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unlock' }, { timeout: 15_000 })).toBeTruthy();
  });
});
