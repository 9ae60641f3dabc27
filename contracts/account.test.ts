// Every account validation rule and message, one line per case:
// input -> the first message of each failing field (what the form and the server's `errors` map show), or 'valid'.
import { describe, expect, it } from 'vitest';
import {
  addNumberRequestSchema,
  changePasswordRequestSchema,
  CODE_TTL_SECONDS,
  codeSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  MAX_EXTRA_PHONES,
  OTP_LENGTH,
  profileUpdateRequestSchema,
  resetPasswordRequestSchema,
  sendVerificationCodeRequestSchema,
  signupRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from './account.ts';
import { accountMessages as M } from './messages/account.ts';
import { commonMessages } from './messages/common.ts';

import { table, type Case } from '../tests/helpers/schema-table.ts';

describe('log-in form', () => {
  const login = (p: object) => ({ username: 'player01', password: 'secret12', ...p });
  table(loginRequestSchema, [
    ['a username of letters and digits with an 8-character password passes', login({}), 'valid'],
    ['a short username still passes (the length rule is for sign-up only)', login({ username: 'ab1' }), 'valid'],
    ['an empty username is required', login({ username: '' }), { username: M.usernameRequired }],
    ['a blank username is required', login({ username: '   ' }), { username: M.usernameRequired }],
    ['a missing username is required', { password: 'secret12' }, { username: M.usernameRequired }],
    ['a username with an underscore is invalid', login({ username: 'player_01' }), { username: M.usernameInvalid }],
    ['a username with a space inside is invalid', login({ username: 'player 01' }), { username: M.usernameInvalid }],
    ['an empty password is required', login({ password: '' }), { password: M.passwordRequired }],
    ['a missing password is required', { username: 'player01' }, { password: M.passwordRequired }],
    ['a 7-character password is too short', login({ password: 'secret1' }), { password: M.passwordMin }],
    ['both fields empty give both messages', { username: '', password: '' }, { username: M.usernameRequired, password: M.passwordRequired }],
  ]);
});

describe('sign-up form', () => {
  const base = { username: 'player01', password: 'secret12', confirmPassword: 'secret12', phone: '01712345678', email: 'rahim@example.com' };
  const signup = (p: object) => ({ ...base, ...p });
  table(signupRequestSchema, [
    ['a complete form passes', signup({}), 'valid'],
    ['an empty username is required', signup({ username: '' }), { username: M.usernameRequired }],
    ['a username with a dash is invalid', signup({ username: 'player-01' }), { username: M.usernameInvalid }],
    ['a 7-character username is too short', signup({ username: 'player0' }), { username: M.usernameLength }],
    ['an 8-character username passes', signup({ username: 'abcdefgh' }), 'valid'],
    ['a 16-character username passes', signup({ username: 'a'.repeat(16) }), 'valid'],
    ['a 17-character username is too long', signup({ username: 'a'.repeat(17) }), { username: M.usernameLength }],
    ['an empty email is required', signup({ email: '' }), { email: M.emailRequired }],
    ['a missing email is required', signup({ email: undefined }), { email: M.emailRequired }],
    ['an email without @ is invalid', signup({ email: 'rahim.example.com' }), { email: M.emailInvalid }],
    ['an email without a domain is invalid', signup({ email: 'rahim@' }), { email: M.emailInvalid }],
    ['an empty phone is required', signup({ phone: '' }), { phone: M.phoneRequired }],
    ['a blank phone is required', signup({ phone: '  ' }), { phone: M.phoneRequired }],
    ['a 9-digit phone is invalid', signup({ phone: '017123456' }), { phone: M.phoneInvalid }],
    ['a 10-digit phone passes', signup({ phone: '1712345678' }), 'valid'],
    ['a 15-digit phone passes', signup({ phone: '880171234567890' }), 'valid'],
    ['a 16-digit phone is invalid', signup({ phone: '8801712345678901' }), { phone: M.phoneInvalid }],
    ['a phone with letters is invalid', signup({ phone: '01712abc678' }), { phone: M.phoneInvalid }],
    ['a phone with the +88 prefix and spaces passes', signup({ phone: '+88 01712 345678' }), 'valid'],
    ['the +88 prefix alone is invalid', signup({ phone: '+88' }), { phone: M.phoneInvalid }],
    [
      'an empty password is required',
      signup({ password: '', confirmPassword: '' }),
      { password: M.passwordRequired, confirmPassword: M.confirmPasswordRequired },
    ],
    ['a 7-character password is too short', signup({ password: 'secret1', confirmPassword: 'secret1' }), { password: M.passwordMin }],
    ['a password with a special character is refused', signup({ password: 'secret1!', confirmPassword: 'secret1!' }), { password: M.passwordLettersDigits }],
    ['a letters-only password passes (sign-up does not ask for a digit)', signup({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }), 'valid'],
    [
      'a 30-character password passes: the 8-20 placeholder is not an upper bound',
      signup({ password: 'a1'.repeat(15), confirmPassword: 'a1'.repeat(15) }),
      'valid',
    ],
    ['an empty confirmation is required', signup({ confirmPassword: '' }), { confirmPassword: M.confirmPasswordRequired }],
    ['a different confirmation does not match', signup({ confirmPassword: 'secret13' }), { confirmPassword: M.passwordsDoNotMatch }],
    [
      "a mismatch is reported alongside other fields' errors",
      signup({ username: '', confirmPassword: 'other123' }),
      { username: M.usernameRequired, confirmPassword: M.passwordsDoNotMatch },
    ],
  ]);

  it('stores the phone as digits only, +88 prefix included', () => {
    expect(signupRequestSchema.parse(signup({ phone: '+88 01712-345678' })).phone).toBe('8801712345678');
    expect(signupRequestSchema.parse(signup({ phone: '01712345678' })).phone).toBe('01712345678');
  });
  it('defaults the currency to BDT and the status to active, and accepts only BDT, INR and PKR', () => {
    const parsed = signupRequestSchema.parse(base);
    expect([parsed.currency, parsed.status]).toEqual(['BDT', 'active']);
    expect(signupRequestSchema.parse(signup({ currency: 'INR' })).currency).toBe('INR');
    expect(signupRequestSchema.parse(signup({ currency: 'PKR' })).currency).toBe('PKR');
    expect(signupRequestSchema.safeParse(signup({ currency: 'USD' })).success).toBe(false);
  });
});

describe('forgot-password tabs', () => {
  table(forgotPasswordRequestSchema, [
    ['the email tab with email and username passes', { type: 'email', email: 'rahim@example.com', username: 'player01' }, 'valid'],
    ['the email tab needs the email', { type: 'email', email: '', username: 'player01' }, { email: M.enterEmail }],
    ['the email tab needs the username', { type: 'email', email: 'rahim@example.com', username: ' ' }, { username: M.enterUsername }],
    ['the email tab with nothing filled names both fields', { type: 'email' }, { email: M.enterEmail, username: M.enterUsername }],
    ['the email tab refuses a malformed email', { type: 'email', email: 'rahim', username: 'player01' }, { email: M.emailInvalid }],
    ['the SMS tab with phone and username passes', { type: 'sms', phone: '01712345678', username: 'player01' }, 'valid'],
    ['the SMS tab needs the phone', { type: 'sms', phone: '', username: 'player01' }, { phone: M.enterPhone }],
    ['the SMS tab needs the username', { type: 'sms', phone: '01712345678', username: '' }, { username: M.enterUsername }],
  ]);
});

// The product's new-password rule: letters and digits only, at least one of each, 8 or more.
const newPasswordCases = (wrap: (pw: string) => object, field: string, confirmField: string): Case[] => [
  ['8 letters and digits pass', wrap('abcd1234'), 'valid'],
  ['a long mixed password passes', wrap('Abcdefghij1234567890xyz'), 'valid'],
  ['7 characters fail the rule', wrap('abc1234'), { [field]: M.newPasswordRule }],
  ['letters only fail the rule', wrap('abcdefgh'), { [field]: M.newPasswordRule }],
  ['digits only fail the rule', wrap('12345678'), { [field]: M.newPasswordRule }],
  ['a special character fails the rule', wrap('abcd123!'), { [field]: M.newPasswordRule }],
  ['an empty password (and so an empty confirmation) fails the rule', wrap(''), { [field]: M.newPasswordRule, [confirmField]: M.confirmNewPassword }],
];

describe('OTP step of the forgot-password form', () => {
  const reset = (p: object) => ({ username: 'player01', otp: '123456', password: 'abcd1234', password_confirmation: 'abcd1234', ...p });
  table(resetPasswordRequestSchema, [
    ...newPasswordCases((pw) => reset({ password: pw, password_confirmation: pw }), 'password', 'password_confirmation'),
    ['a missing new password gets the rule message', reset({ password: undefined }), { password: M.newPasswordRule }],
    ['an empty OTP is required', reset({ otp: '' }), { otp: M.enterOtp }],
    ['a 5-digit OTP is refused', reset({ otp: '12345' }), { otp: M.otpSixDigits }],
    ['a 7-digit OTP is refused', reset({ otp: '1234567' }), { otp: M.otpSixDigits }],
    ['an OTP with a letter is refused', reset({ otp: '12345a' }), { otp: M.otpSixDigits }],
    ['an empty username is asked for', reset({ username: '' }), { username: M.enterUsername }],
    ['an empty confirmation is asked for', reset({ password_confirmation: '' }), { password_confirmation: M.confirmNewPassword }],
    ['a different confirmation does not match', reset({ password_confirmation: 'abcd1235' }), { password_confirmation: M.passwordsDoNotMatchDot }],
  ]);
});

describe('change-password form', () => {
  const change = (p: object) => ({ new_password: 'abcd1234', old_password: 'oldpass1', new_password_confirmation: 'abcd1234', ...p });
  table(changePasswordRequestSchema, [
    ...newPasswordCases((pw) => change({ new_password: pw, new_password_confirmation: pw }), 'new_password', 'new_password_confirmation'),
    ['an empty current password is asked for', change({ old_password: '' }), { old_password: M.enterCurrentPassword }],
    ['an empty confirmation is asked for', change({ new_password_confirmation: '' }), { new_password_confirmation: M.confirmNewPassword }],
    ['a different confirmation does not match', change({ new_password_confirmation: 'abcd12345' }), { new_password_confirmation: M.passwordsDoNotMatchDot }],
  ]);

  // The form shows one message: the first issue, in the product's order rule -> current -> confirm -> match.
  it.each([
    ['everything empty shows the new-password rule', { new_password: '', old_password: '', new_password_confirmation: '' }, M.newPasswordRule],
    ['a bad new password comes before a missing current one', { new_password: 'short', old_password: '', new_password_confirmation: 'x' }, M.newPasswordRule],
    [
      'with a good new password, the missing current one comes next',
      { new_password: 'abcd1234', old_password: '', new_password_confirmation: '' },
      M.enterCurrentPassword,
    ],
    ['then the missing confirmation', { new_password: 'abcd1234', old_password: 'oldpass1', new_password_confirmation: '' }, M.confirmNewPassword],
    ['then the mismatch', { new_password: 'abcd1234', old_password: 'oldpass1', new_password_confirmation: 'abcd9999' }, M.passwordsDoNotMatchDot],
  ] as const)('%s', (_, input, expected) => {
    expect(changePasswordRequestSchema.safeParse(input).error?.issues[0]?.message).toBe(expected);
  });
});

describe('profile, phones and codes', () => {
  table(profileUpdateRequestSchema, [
    ['a birthday as a date passes', { dofb: '1990-01-15' }, 'valid'],
    ['an empty birthday is asked for', { dofb: '' }, { dofb: M.birthdayRequired }],
    ['a missing birthday is asked for', {}, { dofb: M.birthdayRequired }],
    ['a birthday not in YYYY-MM-DD is refused', { dofb: '15/01/1990' }, { dofb: M.birthdayInvalid }],
  ]);
  table(addNumberRequestSchema, [
    ['an 11-digit extra number passes', { phone: '01812345678' }, 'valid'],
    ['an extra number with +88 passes', { phone: '+8801812345678' }, 'valid'],
    ['an empty extra number is required', { phone: '' }, { phone: M.phoneRequired }],
    ['a 9-digit extra number is invalid', { phone: '018123456' }, { phone: M.phoneInvalid }],
  ]);
  table(verifyPhoneRequestSchema, [
    ['a 6-digit phone code passes', { verification_code: '123456' }, 'valid'],
    ['a phone code with spaces around passes', { verification_code: ' 123456 ' }, 'valid'],
    ['a 5-digit phone code is not correct', { verification_code: '12345' }, { verification_code: M.codeInvalid }],
    ['a missing phone code is not correct', {}, { verification_code: M.codeInvalid }],
  ]);
  table(verifyEmailRequestSchema, [
    ['a 6-digit email code passes', { code: '654321' }, 'valid'],
    ['a 7-digit email code is not correct', { code: '6543210' }, { code: M.codeInvalid }],
    ['an email code with letters is not correct', { code: 'abcdef' }, { code: M.codeInvalid }],
  ]);
  table(sendVerificationCodeRequestSchema, [
    ['a code for the phone passes', { phone: '01712345678' }, 'valid'],
    ['a code for the email passes', { email: 'rahim@example.com' }, 'valid'],
    ['neither phone nor email fails to send', {}, { _: M.failedToSendCode }],
    ['both phone and email fail to send', { phone: '01712345678', email: 'rahim@example.com' }, { _: M.failedToSendCode }],
  ]);

  it('codes are 6 digits, live 300 s, and a player may add at most 2 extra phones', () => {
    expect([OTP_LENGTH, CODE_TTL_SECONDS, MAX_EXTRA_PHONES]).toEqual([6, 300, 2]);
    expect(codeSchema.safeParse('0'.repeat(OTP_LENGTH)).success).toBe(true);
  });
});

describe('message texts', () => {
  // Copied from the catalogue the player's client knows; a key's text must never drift from it.
  it.each([
    ['usernameRequired', 'Username is required'],
    ['usernameInvalid', 'Invalid username (only letters and numbers)'],
    ['passwordRequired', 'Password is required'],
    ['passwordMin', 'Password must be at least 8 characters'],
    ['invalidCredentials', 'Invalid credentials'],
    ['usernameLength', 'Username must be between 8 and 16 characters'],
    ['emailRequired', 'Email is required'],
    ['emailInvalid', 'Invalid email address'],
    ['phoneRequired', 'Phone number is required'],
    ['phoneInvalid', 'Invalid phone number (10-15 digits)'],
    ['passwordLettersDigits', 'Password can only contain letters and numbers (no special characters)'],
    ['confirmPasswordRequired', 'Confirm Password is required'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['submissionFailed', 'Submission failed'],
    ['networkErrorShort', 'Network error, please try again'],
    ['fillAllFields', 'Please fill in all fields.'],
    ['passwordsDoNotMatchDot', 'Passwords do not match.'],
    ['fillAllFieldsStep2', 'Please fill in all fields for step 2.'],
    ['confirmAge', 'You must confirm that you are 18 years old.'],
    ['registrationSuccessful', 'Registration Successful!'],
    ['failedToSendCode', 'Failed to send code'],
    ['failedToUpdateDofb', 'Failed to update DOFB'],
    ['enterEmail', 'Please enter your email address.'],
    ['enterUsername', 'Please enter your username.'],
    ['enterPhone', 'Please enter your phone number.'],
    ['enterOtp', 'Please enter the OTP.'],
    ['failedToSendOtp', 'Failed to send OTP. Please try again.'],
    ['errorSendingOtp', 'An error occurred while sending the OTP. Please try again.'],
    ['newPasswordRule', 'New Password must contain at least one number, one letter, and 8 characters long.'],
    ['enterCurrentPassword', 'Please enter your current password.'],
    ['confirmNewPassword', 'Please confirm your new password.'],
    ['failedToChangePassword', 'Failed to change password. Please try again.'],
    ['errorChangingPassword', 'An error occurred while changing the password. Please try again.'],
    ['passwordChanged', 'Password changed successfully. Please login with your new password.'],
    ['noCodeInUrl', 'No {code} found in the URL'],
    ['userNotLoggedIn', 'User not logged in'],
  ] as const)('%s reads exactly as the spec spells it', (key, text) => {
    expect(M[key]).toBe(text);
  });

  it('the log-in network failure reads as the spec spells it', () => {
    expect(commonMessages.networkError).toBe('Network error, please try again later.');
  });
});
