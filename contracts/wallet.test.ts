// Every wallet validation rule, constant and message, one line per case:
// input -> the first message of each failing field (the server's `errors` map), or 'valid'.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIMITS,
  DEPOSIT_PHONE_LENGTH,
  DEPOSIT_QUICK_AMOUNTS,
  EWALLET_DEFAULT_TIMER_MINUTES,
  ewaConfirmRequestSchema,
  ewaRequestSchema,
  normalizeAccountType,
  PAYMENT_REQUEST_COUNTDOWN_MINUTES,
  showPaymentMethodQuerySchema,
  submitDepositRequestSchema,
  submitWithdrawRequestSchema,
  TRX_ID_MIN_LENGTH,
  walletNumberQuerySchema,
  WITHDRAW_QUICK_AMOUNTS,
} from './wallet.ts';
import { walletMessages as M } from './messages/wallet.ts';
import { commonMessages as C } from './messages/common.ts';
import { checkDepositAmount, checkWithdrawAmount, limitsToWire, type LimitsPoisha } from '../server/services/limits.ts';

import { table } from '../tests/helpers/schema-table.ts';

describe('deposit start (get-wallet-number)', () => {
  const start = (p: object) => ({ name: 'bKash', account_type: 'Send Money', amount: '500', ...p });
  table(walletNumberQuerySchema, [
    ['amount, method and channel pass', start({}), 'valid'],
    ['an empty amount is asked for', start({ amount: '' }), { amount: M.depositAmountRequired }],
    ['a missing amount is asked for', start({ amount: undefined }), { amount: M.depositAmountRequired }],
    ['a zero amount is not a valid amount', start({ amount: '0' }), { amount: M.amountInvalid }],
    ['a negative amount is not a valid amount', start({ amount: -100 }), { amount: M.amountInvalid }],
    ['a word is not a valid amount', start({ amount: 'five' }), { amount: M.amountInvalid }],
    ['three decimals are not a valid amount', start({ amount: '100.125' }), { amount: M.amountInvalid }],
    ['two decimals pass', start({ amount: '100.25' }), 'valid'],
    ['an amount outside 100-25,000 passes the schema (the range is the server limit check)', start({ amount: 50 }), 'valid'],
    ['an empty method is asked for', start({ name: '' }), { name: M.depositMethodRequired }],
    ['a missing method is asked for', start({ name: undefined }), { name: M.depositMethodRequired }],
    ['an empty channel is asked for', start({ account_type: ' ' }), { account_type: M.depositChannelRequired }],
    ['a missing channel is asked for', start({ account_type: undefined }), { account_type: M.depositChannelRequired }],
  ]);
  table(showPaymentMethodQuerySchema, [
    ['a method name passes', { name: 'Nagad' }, 'valid'],
    ['a missing method name is asked for', {}, { name: M.depositMethodRequired }],
  ]);

  it('reads the amount as taka and the spec spellings of the account type as its labels', () => {
    expect(walletNumberQuerySchema.parse(start({ amount: '1000.5', account_type: 'Agent' }))).toMatchObject({ amount: 1000.5, account_type: 'CashOut' });
    expect(['Personal', 'Agent', 'Marchent', 'Merchant', 'cash out'].map(normalizeAccountType)).toEqual([
      'Send Money',
      'CashOut',
      'Merchant',
      'Merchant',
      'CashOut',
    ]);
  });
});

describe('e-wallet request', () => {
  const ewa = (p: object) => ({ amount: 500, type: 'Send Money', provider: 'bKash', ...p });
  table(ewaRequestSchema, [
    ['amount, channel and provider pass', ewa({}), 'valid'],
    ['an empty amount is asked for', ewa({ amount: '' }), { amount: M.depositAmountRequired }],
    ['an empty channel is asked for', ewa({ type: '' }), { type: M.depositChannelRequired }],
    ['a missing provider is a missing method', ewa({ provider: undefined }), { provider: M.depositMethodRequired }],
    ['a NUL byte in the provider is refused', ewa({ provider: 'b\u0000Kash' }), { provider: C.textInvalidCharacters }],
    ['a promotion id past bigint is no promotion', ewa({ promotion: '99999999999999999999' }), { promotion: M.promotionNotFound }],
  ]);
  table(ewaConfirmRequestSchema, [
    ['a gateway reference passes', { trx_id: 'SBX0123456789ABCDEF' }, 'valid'],
    ['a NUL byte in the reference is refused', { trx_id: 'SBX\u0000' }, { trx_id: C.textInvalidCharacters }],
  ]);
});

describe('make-payment (submit-deposit)', () => {
  const deposit = (p: object) => ({ account_number: '01712345678', transaction_id: 'TRX1234', amount: 500, payment_id: 1, ...p });
  table(submitDepositRequestSchema, [
    ['an 11-digit number, a 7-character id, an amount and a method pass', deposit({}), 'valid'],
    ['a 10-digit number is refused', deposit({ account_number: '0171234567' }), { account_number: M.depositPhoneInvalid }],
    ['a 12-digit number is refused', deposit({ account_number: '017123456789' }), { account_number: M.depositPhoneInvalid }],
    ['a number with +88 is refused (exactly 11 digits)', deposit({ account_number: '+8801712345678' }), { account_number: M.depositPhoneInvalid }],
    ['a missing number is refused', deposit({ account_number: undefined }), { account_number: M.depositPhoneInvalid }],
    ['a 6-character transaction id is too short', deposit({ transaction_id: 'TRX123' }), { transaction_id: M.depositTrxIdShort }],
    ['spaces do not count toward the 7 characters', deposit({ transaction_id: '  TRX123  ' }), { transaction_id: M.depositTrxIdShort }],
    ['an empty transaction id is too short', deposit({ transaction_id: '' }), { transaction_id: M.depositTrxIdShort }],
    ['a missing transaction id is too short', deposit({ transaction_id: undefined }), { transaction_id: M.depositTrxIdShort }],
    ['an empty amount is asked for', deposit({ amount: '' }), { amount: M.depositAmountRequired }],
    ['a missing method is asked for', deposit({ payment_id: undefined }), { payment_id: M.depositMethodRequired }],
    ['method 0 is no method', deposit({ payment_id: 0 }), { payment_id: M.depositMethodRequired }],
    ['a method id from a form field passes', deposit({ payment_id: '3' }), 'valid'],
  ]);

  it('the number is exactly 11 digits and the transaction id at least 7 characters', () => {
    expect([DEPOSIT_PHONE_LENGTH, TRX_ID_MIN_LENGTH]).toEqual([11, 7]);
  });
});

describe('withdrawal (submit-withdraw)', () => {
  const withdraw = (p: object) => ({ account_number: '01712345678', amount: 1000, payment_id: 2, ...p });
  table(submitWithdrawRequestSchema, [
    ['amount, account number and method pass', withdraw({}), 'valid'],
    ['a provider without a method id passes', withdraw({ payment_id: 0, provider: 'bKash' }), 'valid'],
    ['an empty amount is required', withdraw({ amount: '' }), { amount: M.withdrawAmountRequired }],
    ['a zero amount is not a valid amount', withdraw({ amount: 0 }), { amount: M.amountInvalid }],
    ['an empty account number is required', withdraw({ account_number: '' }), { account_number: M.withdrawAccountRequired }],
    ['a missing account number is required', withdraw({ account_number: undefined }), { account_number: M.withdrawAccountRequired }],
    ['a missing method is asked for', withdraw({ payment_id: undefined }), { payment_id: M.withdrawMethodRequired }],
    ['neither a method id nor a provider is no method', withdraw({ payment_id: 0 }), { payment_id: M.withdrawMethodRequired }],
    ['a negative method id is no method', withdraw({ payment_id: -1, provider: 'bKash' }), { payment_id: M.withdrawMethodRequired }],
  ]);
});

describe('amount limits (server-side, not in the schemas)', () => {
  const defaults: LimitsPoisha = {
    depositMin: DEFAULT_LIMITS.deposit_min * 100,
    depositMax: DEFAULT_LIMITS.deposit_max * 100,
    withdrawMin: DEFAULT_LIMITS.withdraw_min * 100,
    withdrawMax: DEFAULT_LIMITS.withdraw_max * 100,
  };
  const refusal = (check: () => void): string | null => {
    try {
      check();
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  };

  it('the default ranges are deposit 100 to 25,000 and withdrawal 500 to 25,000 taka', () => {
    expect(DEFAULT_LIMITS).toEqual({ deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 });
    expect(limitsToWire(defaults)).toEqual(DEFAULT_LIMITS);
  });
  it.each([
    ['a deposit of 99.99 is below the minimum', () => checkDepositAmount(defaults, 9999), 'The minimum deposit is ৳100.'],
    ['a deposit of 100 passes', () => checkDepositAmount(defaults, 10000), null],
    ['a deposit of 25,000 passes', () => checkDepositAmount(defaults, 2500000), null],
    ['a deposit of 25,000.01 is above the maximum', () => checkDepositAmount(defaults, 2500001), 'The maximum deposit is ৳25,000.'],
    ['a withdrawal of 499 is below the minimum', () => checkWithdrawAmount(defaults, 49900), 'The minimum withdrawal is ৳500.'],
    ['a withdrawal of 500 passes', () => checkWithdrawAmount(defaults, 50000), null],
    ['a withdrawal of 25,000 passes', () => checkWithdrawAmount(defaults, 2500000), null],
    ['a withdrawal of 25,001 is above the maximum', () => checkWithdrawAmount(defaults, 2500100), 'The maximum withdrawal is ৳25,000.'],
  ] as const)('%s', (_, check, expected) => {
    expect(refusal(check)).toBe(expected);
  });
});

describe('wallet constants', () => {
  it('the deposit quick amounts are the spec list, smallest first', () => {
    expect(DEPOSIT_QUICK_AMOUNTS).toEqual([100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
  });
  it('the withdrawal quick amounts are the deposit list without 100', () => {
    expect(WITHDRAW_QUICK_AMOUNTS).toEqual([500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000]);
  });
  it('the e-wallet timer defaults to 10 minutes and the payment request counts down 30', () => {
    expect([EWALLET_DEFAULT_TIMER_MINUTES, PAYMENT_REQUEST_COUNTDOWN_MINUTES]).toEqual([10, 30]);
  });
});

describe('message texts', () => {
  // Copied from the catalogue the player's client knows, misspellings included.
  it.each([
    ['verifyPhoneFirst', 'Please verify your phone number first.'],
    ['depositPending', 'You already have a deposit request pending. Please wait for it to be processed before making another deposit.'],
    ['depositAmountRequired', 'Please fill in your amount.'],
    ['depositMethodRequired', 'Please select a valid payment method.'],
    ['depositChannelRequired', 'Please select a Deposit channel.'],
    ['ewalletError', 'An error occurred. Please try again.'],
    ['submissionFailedWith', 'Submission failed: {message}'],
    ['noAccountNumberToCopy', 'No account number to copy!'],
    ['noAmountToCopy', 'No Amount to copy!'],
    ['accountNumberCopied', 'Account number copied!'],
    ['amountCopied', 'Amount copied: {amount}'],
    ['withdrawAmountRequired', 'Amount is required.'],
    ['withdrawAccountRequired', 'Account number is required.'],
    ['withdrawMethodRequired', 'Please select your payment method.'],
    ['turnoverIncomplete', 'Please complete your turnover and try again.'],
    ['withdrawUnknownError', 'An unknown error occurred.'],
    ['noWithdrawMethods', 'No widthdraw methods available. Try again later.'],
  ] as const)('%s reads exactly as the spec spells it', (key, text) => {
    expect(M[key]).toBe(text);
  });

  it('the birthday refusal mentions Date of Birth, which is what sends the player to /profile', () => {
    expect(M.birthdayNotSet).toContain('Date of Birth');
  });
  it('the make-payment messages the spec gives only in Bengali name 11 digits and 7 characters, in both languages', () => {
    const bn = JSON.parse(readFileSync(new URL('../src/locales/bn/errors.wallet.json', import.meta.url), 'utf8')) as Record<string, string>;
    const bengali = /^[\u0980-\u09FF\s,.।]+$/;
    for (const key of ['depositPhoneInvalid', 'depositTrxIdShort', 'depositSubmitted', 'depositNetworkError'] as const) expect(bn[key]).toMatch(bengali);
    expect([M.depositPhoneInvalid, bn.depositPhoneInvalid]).toEqual([expect.stringContaining('11'), expect.stringContaining('১১')]);
    expect([M.depositTrxIdShort, bn.depositTrxIdShort]).toEqual([expect.stringContaining('7'), expect.stringContaining('৭')]);
  });
  it('the pending-withdrawal message speaks of a pending withdrawal', () => {
    expect(M.withdrawalPending).toMatch(/withdrawal request pending/);
  });
});
