import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { clearSession, sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch } from '../../../tests/helpers/stub-fetch.ts';
import { StaffLoginForm } from './staff-login-form.tsx';
import { staffHandoffAtom } from './staff-api.ts';

const verified = {
  token: 'st-1',
  remote_id: '7',
  username: 'cashier01',
  role: 'operator',
  staff_role: 'cashier',
  permissions: ['console.open'],
  message: 'Logged in.',
};

beforeEach(async () => {
  clearSession();
  await i18n.changeLanguage('en');
});

describe('the console log-in', () => {
  it("opens at the code when the player's log-in passed the password step, and takes that step only once", async () => {
    const { sent } = stubFetch({ 'POST /api/operator/login/verify': { body: verified } });
    store.set(staffHandoffAtom, { next: 'verify', challenge: 'h'.repeat(43) });
    const first = renderWithApp(<StaffLoginForm />);
    expect(screen.queryByLabelText('Password')).toBeNull();
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(store.get(sessionAtom)).toMatchObject({ token: 'st-1', role: 'operator' }));
    expect(sent.find((s) => s.path === '/api/operator/login/verify')?.body).toEqual({ challenge: 'h'.repeat(43), code: '654321' });
    expect(store.get(staffHandoffAtom)).toBeNull();
    first.unmount();
    clearSession();
    renderWithApp(<StaffLoginForm />);
    expect(screen.getByLabelText('Password')).toBeTruthy();
  }, 60_000);

  it('asks a new member for a password of their own after the code, typed twice, and opens the console only then', async () => {
    const { sent } = stubFetch({
      'POST /api/operator/login/verify': {
        body: { next: 'password', challenge: 'n'.repeat(43), recovery_codes: ['abcd-efgh-jkmn'], message: 'Code accepted.' },
      },
      'POST /api/operator/login/password': { body: verified },
    });
    store.set(staffHandoffAtom, { next: 'verify', challenge: 'n'.repeat(43) });
    renderWithApp(<StaffLoginForm />);
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    const fresh = await screen.findByLabelText('New password');
    expect(store.get(sessionAtom)).toBeNull();
    await userEvent.type(fresh, 'MyOwnSecret2026');
    await userEvent.type(screen.getByLabelText('New password again'), 'MyOwnSecret2027');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password and log in' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(sent.some((s) => s.path === '/api/operator/login/password')).toBe(false);
    await userEvent.clear(screen.getByLabelText('New password again'));
    await userEvent.type(screen.getByLabelText('New password again'), 'MyOwnSecret2026');
    await userEvent.click(screen.getByRole('button', { name: 'Set my password and log in' }));
    // The recovery codes of the enrolment, once the session is there, then the console.
    expect(await screen.findByText('abcd-efgh-jkmn')).toBeTruthy();
    expect(sent.find((s) => s.path === '/api/operator/login/password')?.body).toEqual({ challenge: 'n'.repeat(43), password: 'MyOwnSecret2026' });
    await userEvent.click(screen.getByRole('button', { name: 'I have kept them: open the console' }));
    expect(store.get(sessionAtom)).toMatchObject({ token: 'st-1', role: 'operator' });
  }, 60_000);

  it('goes back to the password when the step handed over has expired', async () => {
    stubFetch({
      'POST /api/operator/login/verify': {
        status: 401,
        body: { message: 'Your log-in has timed out. Please log in again with your password.', code: 'staffChallengeExpired' },
      },
    });
    store.set(staffHandoffAtom, { next: 'verify', challenge: 'x'.repeat(43) });
    renderWithApp(<StaffLoginForm />);
    await userEvent.type(screen.getByLabelText('6-digit code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
  }, 60_000);

  it('sets up the authenticator at the first log-in, shows the recovery codes once, then opens the console', async () => {
    const { sent } = stubFetch({
      'POST /api/operator/login': { body: { next: 'enrol', challenge: 'c'.repeat(43), message: 'Password accepted.' } },
      'POST /api/operator/login/enrol': {
        body: { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/Chakka:cashier01?secret=JBSWY3DPEHPK3PXP', message: 'Scan' },
      },
      'POST /api/operator/login/verify': { body: { ...verified, recovery_codes: ['abcd-efgh-jkmn', 'pqrs-tuvw-xyz2'] } },
    });
    renderWithApp(<StaffLoginForm />);
    await userEvent.type(screen.getByLabelText('Username'), 'cashier01');
    await userEvent.type(screen.getByLabelText('Password'), 'StaffSecret2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('totp-secret')).toHaveProperty('textContent', 'JBSWY3DPEHPK3PXP');
    expect(screen.getByTitle('QR code for your authenticator app')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('6-digit code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('abcd-efgh-jkmn')).toBeTruthy();
    // Not signed in until the codes were seen.
    expect(store.get(sessionAtom)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'I have kept them: open the console' }));
    expect(store.get(sessionAtom)).toMatchObject({ token: 'st-1', role: 'operator', staffRole: 'cashier' });
    expect(sent.find((s) => s.path === '/api/operator/login/verify')?.body).toEqual({ challenge: 'c'.repeat(43), code: '123456' });
  }, 60_000);

  it('takes a recovery code instead of a code, and shows a refusal in the form', async () => {
    const { sent } = stubFetch({
      'POST /api/operator/login': { body: { next: 'verify', challenge: 'd'.repeat(43), message: 'Password accepted.' } },
      'POST /api/operator/login/verify': { status: 422, body: { message: 'That recovery code is not right, or it has been used.', code: 'recoveryCodeWrong' } },
    });
    renderWithApp(<StaffLoginForm />);
    await userEvent.type(screen.getByLabelText('Username'), 'cashier01');
    await userEvent.type(screen.getByLabelText('Password'), 'StaffSecret2026');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'ABCD-efgh-jkmn');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(screen.getByText('That recovery code is not right, or it has been used.')).toBeTruthy());
    expect(sent.find((s) => s.path === '/api/operator/login/verify')?.body).toEqual({ challenge: 'd'.repeat(43), recovery_code: 'abcd-efgh-jkmn' });
    expect(store.get(sessionAtom)).toBeNull();
  }, 60_000);
});
