// The Settled tab: rows filed by the game type each round was recorded with (a Jhandi Munda throw is a
// table game), and every loss in brackets and red, summary and rows alike.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession } from '../../lib/session.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { resetReads } from '../../lib/read-cache.ts';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { SettledRecordTab } from './settled-record-tab.tsx';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const round = (id: number, game_name: string, game_type: string, bet_amount: number, winAmount: number) => ({
  id,
  platform: 'CHAKKA',
  game_type,
  game_name,
  game_code: `chakka_${id}`,
  bet_amount,
  winAmount,
  created_at: new Date().toISOString(),
});

beforeEach(async () => {
  saveSession({ token: 'tok', remote_id: '7', username: 'player0001', role: 'player' });
  resetReads();
  await i18n.changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('the settled betting record', () => {
  it('files a Jhandi Munda loss as Table, and shows each loss as (৳ 8.80) in red, summary and rows alike', async () => {
    stubFetch({
      'GET /api/betting-record': { body: { records: [round(1, 'Jhandi Munda', 'TABLE', 10, 1.2), round(2, 'Lucky Sixes', 'SLOT', 5, 0)] } },
      'GET /api/get-provider': { body: { data: [{ platform: 'CHAKKA', name: 'Chakka Originals', logo: '', types: ['TABLE', 'SLOT'] }] } },
    });
    renderWithApp(<SettledRecordTab />);
    await settle();
    const summary = screen.getByTestId('summary-profit');
    expect(summary.textContent).toBe('(৳ 13.80)');
    expect(summary.className).toContain('money-loss');
    const table = screen.getAllByTestId('settled-row').find((r) => r.textContent?.includes('Table'))!;
    expect(table.textContent).not.toContain('Poker');
    expect(within(table).getByTestId('group-profit').textContent).toBe('(৳ 8.80)');
    fireEvent.click(table);
    const game = screen.getByTestId('settled-game');
    expect(game.textContent).toContain('Jhandi Munda');
    expect(game.textContent).toContain('(৳ 8.80)');
    expect(game.textContent).not.toContain('-৳');
  });
});
