import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { saveSession, sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';
import { renderWithApp } from '../../lib/testing.tsx';
import { stubFetch, type Sent } from '../../../tests/helpers/stub-fetch.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

/** What the form sent: the screen's own calls, not the logo lookup of its frame. */
const posts = (sent: Sent[]) => sent.filter((s) => s.method === 'POST');

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  window.history.replaceState(null, '', '/forgot-password');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the forgot-password screen', () => {
  it('asks for the e-mail and the username on the Email tab, the phone on the SMS tab', async () => {
    const { sent } = stubFetch({});
    renderWithApp(<ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter your email address.')).toBeTruthy();
    expect(screen.getByText('Please enter your username.')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByText('Please enter your phone number.')).toBeTruthy();
    expect(posts(sent)).toHaveLength(0);
  });

  it('sends the OTP by SMS, resets the password and goes to log-in after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ue = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { sent } = stubFetch({
      'POST /api/usr-forgot-password': { body: { message: 'OTP sent successfully. Please check your sms.' } },
      'POST /api/usr-reset-password': { body: { message: 'Your password has been reset. Please log in.' } },
    });
    renderWithApp(<ForgotPasswordPage />);
    await ue.click(screen.getByRole('tab', { name: 'SMS' }));
    await ue.type(screen.getByLabelText('Phone Number'), '01712345678');
    await ue.type(screen.getByLabelText('Username'), 'player0001');
    await ue.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('OTP sent successfully. Please check your sms.')).toBeTruthy();
    await ue.type(screen.getByLabelText('OTP'), '12345');
    await ue.type(screen.getByLabelText('Password'), 'onlyletters');
    await ue.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('The OTP must be 6 digits.')).toBeTruthy();
    expect(screen.getByText('New Password must contain at least one number, one letter, and 8 characters long.')).toBeTruthy();
    await ue.type(screen.getByLabelText('OTP'), '6');
    await ue.clear(screen.getByLabelText('Password'));
    await ue.type(screen.getByLabelText('Password'), 'newpass123');
    await ue.type(screen.getByLabelText('Confirm New Password'), 'newpass123');
    await ue.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset. Please log in.')).toBeTruthy();
    expect(window.location.pathname).toBe('/forgot-password');
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(posts(sent).map((s) => s.body)).toEqual([
      { type: 'sms', phone: '01712345678', username: 'player0001' },
      { username: 'player0001', otp: '123456', password: 'newpass123', password_confirmation: 'newpass123' },
    ]);
  });

  it.each([
    ['en', 'Too many attempts. Please try again in 8 minutes.'],
    ['bn', 'অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে ৮ মিনিট পরে আবার চেষ্টা করুন।'],
  ])('says how many minutes to wait when the address has asked too often (%s)', async (lang, text) => {
    await i18n.changeLanguage(lang);
    stubFetch({
      'POST /api/usr-forgot-password': {
        status: 429,
        body: { message: 'Too many attempts. Please try again in 8 minutes.', code: 'tooManyAttemptsWait', vars: { minutes: '8' } },
      },
    });
    renderWithApp(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText(i18n.t('auth:forgot.email')), 'player@example.com');
    await userEvent.type(screen.getByLabelText(i18n.t('auth:fields.username')), 'player0001');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('auth:forgot.sendOtp') }));
    expect(await screen.findByText(text)).toBeTruthy();
  });
});

describe('the change-password screen', () => {
  beforeEach(() => saveSession({ token: 'tok', remote_id: '42', username: 'player0001' }));

  it('checks the rules in the spec order, one message at a time', async () => {
    stubFetch({});
    renderWithApp(<ResetPasswordPage />);
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'New Password must contain at least one number, one letter, and 8 characters long.',
    ]);
    await userEvent.type(screen.getByLabelText('New Password'), 'newpass123');
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter your current password.']);
    await userEvent.type(screen.getByLabelText('Current Password'), 'oldpass123');
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please confirm your new password.']);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'newpass124');
    await submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Passwords do not match.']);
  });

  it('shows and hides a password with its toggle', async () => {
    stubFetch({});
    renderWithApp(<ResetPasswordPage />);
    const input = screen.getByLabelText('Current Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show Current Password' }));
    expect(input.type).toBe('text');
  });

  it('changes the password, ends the session and shows the success message', async () => {
    const { sent } = stubFetch({ 'POST /api/user-pwd': { body: { message: 'Password changed successfully. Please login with your new password.' } } });
    renderWithApp(<ResetPasswordPage />);
    await userEvent.type(screen.getByLabelText('Current Password'), 'oldpass123');
    await userEvent.type(screen.getByLabelText('New Password'), 'newpass123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully. Please login with your new password.')).toBeTruthy();
    expect(store.get(sessionAtom)).toBeNull();
    expect(posts(sent)[0]!.body).toEqual({ new_password: 'newpass123', old_password: 'oldpass123', new_password_confirmation: 'newpass123' });
  });
});
