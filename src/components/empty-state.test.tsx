import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { EmptyState } from './empty-state.tsx';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the empty state', () => {
  it('says No Data unless the screen has its own words, and offers the way forward', async () => {
    const { unmount } = renderWithApp(<EmptyState />);
    expect(screen.getByTestId('empty-state').textContent).toBe('No Data');
    unmount();
    renderWithApp(<EmptyState title="No open bets" description="Bets show here." action={<button type="button">Go</button>} />);
    expect(screen.getByText('No open bets')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go' })).toBeTruthy();
  });

  it('speaks Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderWithApp(<EmptyState />);
    expect(screen.getByTestId('empty-state').textContent).toBe('কোনো তথ্য নেই');
  });
});
