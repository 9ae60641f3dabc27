// The console whose session the server ends (a suspension, a role change) gives way to the console's log-in,
// which says the session ended; a log-out, and a fresh log-in, leave the log-in as it always was.
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAtomValue } from '../lib/atom-hooks.ts';
import { i18n } from '../lib/i18n.ts';
import { clearSession, saveSession, sessionAtom } from '../lib/session.ts';
import { store } from '../lib/store.ts';
import { renderWithApp } from '../lib/testing.tsx';
import { stubFetch } from '../../tests/helpers/stub-fetch.ts';
import { OperatorPage } from '../features/operator/operator-page.tsx';
import { saveStaffSession } from '../features/auth/staff-api.ts';
import { StaffGate } from '../features/auth/staff-gate.tsx';
import { endsStaffSession, staffSessionEndedAtom } from '../lib/staff-session-end.ts';

const settle = async () => {
  for (let i = 0; i < 6; i++) await act(async () => {});
};
const ENDED_EN = 'Your console session has ended: it timed out, or your account was changed or suspended. Log in again to go on.';
const staff = { token: 'op', remote_id: '2', username: 'cashier1', role: 'operator' as const, staffRole: 'cashier' };
const ended = { status: 401, body: { message: 'Your session has ended. Please log in again.', code: 'unauthenticated' } };

/** The console's address as the router serves it: the console to staff, the gate to anyone else. */
function ConsoleAddress() {
  const session = useAtomValue(sessionAtom);
  return session?.role === 'operator' ? <OperatorPage /> : <StaffGate />;
}

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  store.set(staffSessionEndedAtom, false);
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/operator');
});
afterEach(() => vi.unstubAllGlobals());

describe('a staff session that ends while the console is open', () => {
  it("gives way to the log-in, which says the session ended, on the console's next call", async () => {
    saveSession(staff);
    stubFetch({ 'GET /api/operator/deposits': { body: { data: [] } }, 'GET /api/operator/withdrawals': ended });
    renderWithApp(<ConsoleAddress />);
    await settle();
    expect(screen.getByRole('tab', { name: 'Deposits' })).toBeTruthy();
    expect(screen.queryByText(ENDED_EN)).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawals' }));
    await settle();
    expect(store.get(sessionAtom)).toBeNull();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe(ENDED_EN);
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(window.location.pathname).toBe('/operator');
  });

  it('says so in Bangla', async () => {
    await i18n.changeLanguage('bn');
    saveSession(staff);
    stubFetch({ 'GET /api/operator/deposits': ended });
    renderWithApp(<ConsoleAddress />);
    await settle();
    expect(screen.getByRole('status').textContent).toBe(
      'আপনার কনসোল সেশন শেষ হয়েছে: সময় পেরিয়ে গেছে, অথবা আপনার অ্যাকাউন্ট বদলানো বা স্থগিত করা হয়েছে। চালিয়ে যেতে আবার লগইন করুন।',
    );
  });

  it('is not said after a log-out, which leaves the console before the session goes', async () => {
    saveSession(staff);
    stubFetch({ 'GET /api/operator/deposits': { body: { data: [] } } });
    const view = renderWithApp(<ConsoleAddress />);
    await settle();
    view.unmount();
    act(() => clearSession());
    renderWithApp(<ConsoleAddress />);
    await settle();
    expect(screen.queryByText(ENDED_EN)).toBeNull();
    expect(screen.getByText('Log in with a staff account to open the console.')).toBeTruthy();
  });

  it('is forgotten once staff log in again', async () => {
    store.set(staffSessionEndedAtom, true);
    saveStaffSession({
      token: 'op2',
      remote_id: '2',
      username: 'cashier1',
      role: 'operator',
      staff_role: 'cashier',
      permissions: ['console.open'],
      message: 'Logged in.',
    });
    expect(store.get(staffSessionEndedAtom)).toBe(false);
  });

  it("counts only a staff session's end, not a player's nor a new log-in", () => {
    expect(endsStaffSession(staff, null)).toBe(true);
    expect(endsStaffSession({ ...staff, role: 'player' }, null)).toBe(false);
    expect(endsStaffSession(null, staff)).toBe(false);
    expect(endsStaffSession(staff, { ...staff, token: 'other' })).toBe(false);
  });
});
