// The console's address for anyone not staff: a guest's log-in that keeps them there, a player's way back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { clearSession, saveSession, sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { StaffGate } from './staff-gate.tsx';

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/operator');
});
afterEach(() => vi.unstubAllGlobals());

describe("the console's gate", () => {
  it('gives a guest the console log-in, and staff stay on the console address once logged in', async () => {
    stubFetch({
      'POST /api/operator/login': { body: { next: 'verify', challenge: 'c'.repeat(43), message: 'Password accepted.' } },
      'POST /api/operator/login/verify': {
        body: {
          token: 'op',
          remote_id: '1',
          username: 'e2eoperator',
          role: 'operator',
          staff_role: 'owner',
          permissions: ['console.open'],
          message: 'Logged in.',
        },
      },
    });
    renderWithApp(<StaffGate />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Operator console');
    await userEvent.type(screen.getByLabelText('Username'), 'e2eoperator');
    await userEvent.type(screen.getByLabelText('Password'), 'E2eOperator2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.type(await screen.findByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(store.get(sessionAtom)?.role).toBe('operator'));
    expect(window.location.pathname).toBe('/operator');
    expect(localStorage.getItem('popup')).toBeNull();
  });

  it('tells a player in Bangla the page is for staff, names their account as a name, and leads back', async () => {
    await i18n.changeLanguage('bn');
    saveSession({ token: 't', remote_id: '7', username: 'rahim77', role: 'player' });
    renderWithApp(<StaffGate />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('এই পাতাটি স্টাফদের জন্য');
    expect(screen.getByText('rahim77').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('link', { name: 'সাইটে ফিরে যান' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('পাসওয়ার্ড')).toBeNull();
  });
});
