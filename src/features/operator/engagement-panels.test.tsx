import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { EngagementPanel } from './engagement-panel.tsx';
import { MessagesPanel } from './messages-panel.tsx';
import { PromotionsPanel } from './promotions-panel.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tier = { id: 1, name: 'Normal', name_bn: 'সাধারণ', benefits: '', benefits_bn: '', min_turnover: '0.00' };

beforeEach(async () => {
  saveSession({ token: 't', remote_id: '1', username: 'opsadmin', role: 'operator' });
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe("the operator's engagement panels", () => {
  it('sends a message in both languages to one player and lists it with its readers', async () => {
    const sentRow = {
      id: 9,
      audience: 'one',
      username: 'player0001',
      title: 'Hello',
      message: 'Welcome',
      title_bn: 'হ্যালো',
      message_bn: 'স্বাগতম',
      recipients: 1,
      read: 0,
      created_at: '2026-11-23T10:00:00Z',
    };
    let list: unknown[] = [];
    const { sent } = stubFetch({
      'GET /api/operator/inbox': () => ({ body: { data: list } }),
      'POST /api/operator/inbox': () => {
        list = [sentRow];
        return { status: 201, body: { message: 'Message sent to 1 players.', data: sentRow } };
      },
    });
    renderWithApp(<MessagesPanel />);
    await settle();
    type('Username', 'player0001');
    type('Title (English)', 'Hello');
    type('Message (English)', 'Welcome');
    type('Title (Bangla)', 'হ্যালো');
    type('Message (Bangla)', 'স্বাগতম');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(sent.find((r) => r.method === 'POST')!.body).toEqual({
      audience: 'one',
      username: 'player0001',
      title: 'Hello',
      message: 'Welcome',
      title_bn: 'হ্যালো',
      message_bn: 'স্বাগতম',
    });
    expect(screen.getByRole('status').textContent).toBe('Message sent to 1 players.');
    expect(within(screen.getByTestId('sent-row')).getByText('0 / 1')).toBeTruthy();
  });

  it("shows the server's field message for an unknown player", async () => {
    stubFetch({
      'GET /api/operator/inbox': { body: { data: [] } },
      'POST /api/operator/inbox': {
        status: 422,
        body: { message: 'No player has this username.', code: 'playerNotFound', errors: { username: 'No player has this username.' } },
      },
    });
    renderWithApp(<MessagesPanel />);
    await settle();
    type('Username', 'ghost0001');
    type('Title (English)', 'Hi');
    type('Message (English)', 'There');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await settle();
    expect(screen.getAllByText('No player has this username.').length).toBeGreaterThanOrEqual(1);
  });

  it('saves the rates and adds a VIP level with Bangla names', async () => {
    let tiers = [tier];
    const { sent } = stubFetch({
      'GET /api/operator/engagement-settings': { body: { data: { vp_turnover: 100, vp_value: 1, referral_share_percent: 0.1 } } },
      'PUT /api/operator/engagement-settings': { body: { data: { vp_turnover: 50, vp_value: 1, referral_share_percent: 0.1 } } },
      'GET /api/operator/vip-tiers': () => ({ body: { data: tiers } }),
      'POST /api/operator/vip-tiers': () => {
        const added = { id: 2, name: 'Gold', name_bn: 'গোল্ড', benefits: 'Cashback', benefits_bn: 'ক্যাশব্যাক', min_turnover: '50000.00' };
        tiers = [tier, added];
        return { status: 201, body: { data: added } };
      },
    });
    renderWithApp(<EngagementPanel />);
    await settle();
    type('Turnover for 1 VP (৳)', '50');
    fireEvent.click(within(screen.getByRole('form', { name: 'VIP points and referral share' })).getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((r) => r.method === 'PUT')!.body).toEqual({ vp_turnover: '50', vp_value: '1', referral_share_percent: '0.1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a VIP level' }));
    type('Name (English)', 'Gold');
    type('Name (Bangla)', 'গোল্ড');
    type('Lifetime turnover from (৳)', '50000');
    fireEvent.click(within(screen.getByRole('form', { name: 'VIP level' })).getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((r) => r.path === '/api/operator/vip-tiers' && r.method === 'POST')!.body).toMatchObject({
      name: 'Gold',
      name_bn: 'গোল্ড',
      min_turnover: '50000',
    });
    expect(screen.getAllByTestId('tier-row')).toHaveLength(2);
  });

  it('adds a promotion with its Bangla texts and category, and withdraws one', async () => {
    const promo = {
      id: 4,
      name: 'Reload',
      desc: '',
      thumbnail: '',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      status: 'display',
      deposit_bouns: 10,
      turnover: 5,
      category: 1,
      name_bn: 'রিলোড',
      desc_bn: '',
      eligible_games: '',
      eligible_games_bn: '',
    };
    const { sent } = stubFetch({
      'GET /api/operator/promotions': { body: { data: [promo] } },
      'POST /api/operator/promotions': { status: 201, body: { data: { ...promo, id: 5 } } },
      'PUT /api/operator/promotions/4': { body: { data: { ...promo, status: 'inactive' } } },
    });
    renderWithApp(<PromotionsPanel />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await settle();
    expect(sent.find((r) => r.method === 'PUT')!.body).toMatchObject({ status: 'inactive', name_bn: 'রিলোড', category: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Add a promotion' }));
    type('Name (English)', 'Slots week');
    type('Name (Bangla)', 'স্লট সপ্তাহ');
    type('Eligible games (Bangla)', 'সব স্লট');
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: '8192' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await settle();
    expect(sent.find((r) => r.method === 'POST')!.body).toMatchObject({ name: 'Slots week', name_bn: 'স্লট সপ্তাহ', eligible_games_bn: 'সব স্লট', category: 8192 });
  });
});
