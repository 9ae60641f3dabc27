// Bad input never answers a 500, free text: a NUL byte (PostgreSQL cannot store one), another
// control character or a lone surrogate in any text. Each request is refused by its contract with a
// 4xx and a catalogue message naming the field, and the database is left exactly as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { newPlayerInput } from '../../tests/helpers/players.ts';
import { expectCleanRefusal, type Answer } from '../../tests/helpers/refusals.ts';
import { buildBadInputWorld, methodBody, promotionBody, type BadInputWorld } from '../../tests/helpers/bad-input-world.ts';
import { depositBody, idem } from '../../tests/pg/wallet-kit.ts';

let t: TestApp;
let w: BadInputWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildBadInputWorld(t);
});

const NUL = 'a\u0000b';
const ESC = 'a\u001b[31mb';
const LONE = 'a\ud800b';

// null: no expectation beyond a clean refusal, since the payment gateway's own guard may answer first.
type Expected = { status: number; field?: string; message: string } | null;
type Case = [name: string, send: () => Promise<Answer>, expected: Expected];

const invalid = (field: string): Expected => ({ status: 422, field, message: MESSAGES.textInvalidCharacters });
const reset = (username: string) => ({ username, otp: '123456', password: 'Secret123', password_confirmation: 'Secret123' });
const signup = (extra: Record<string, unknown>) => t.call('POST', '/api/v1/create-players', { body: newPlayerInput(extra) });
const asOperator = (method: string, path: string, body: unknown) => () => t.call(method, path, { token: w.op, body });

const cases = (): Case[] => [
  [
    'a NUL byte in the username of forgot-password',
    () => t.call('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: '01712345678', username: NUL } }),
    invalid('username'),
  ],
  [
    'a NUL byte in the phone of forgot-password',
    () => t.call('POST', '/api/usr-forgot-password', { body: { type: 'sms', phone: `0171${NUL}`, username: 'someone12' } }),
    invalid('phone'),
  ],
  ['a NUL byte in the username of reset-password', () => t.call('POST', '/api/usr-reset-password', { body: reset(NUL) }), invalid('username')],
  ['a NUL byte in the name of a sign-up', () => signup({ name: NUL }), invalid('name')],
  ['a NUL byte in the agent code of a sign-up', () => signup({ agent_code: NUL }), invalid('agent_code')],
  ['a NUL byte in the referral code of a sign-up', () => signup({ referral_code: NUL }), invalid('referral_code')],
  ['a NUL byte in the affiliate code of a sign-up', () => signup({ affiliate_code: NUL }), invalid('affiliate_code')],
  ['a lone surrogate in the name of a sign-up', () => signup({ name: LONE }), invalid('name')],
  ['an escape sequence in the name of a sign-up', () => signup({ name: ESC }), invalid('name')],
  ['a NUL byte in a sandbox gateway reference (payer page)', () => t.call('GET', '/api/sandbox-gateway/%00'), null],
  [
    'a NUL byte in a sandbox gateway reference (decision)',
    () => t.call('POST', '/api/sandbox-gateway/a%00b/decision', { body: 'decision=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    null,
  ],
  [
    'a NUL byte in the method name of showpayment-menthod',
    () => t.call('GET', '/api/showpayment-menthod?name=%00', { token: w.depositor.token }),
    invalid('name'),
  ],
  [
    'a NUL byte in the account type of get-wallet-number',
    () => t.call('GET', '/api/get-wallet-number?name=bKash&account_type=%00&amount=500', { token: w.depositor.token }),
    invalid('account_type'),
  ],
  [
    'a NUL byte in the method name of get-wallet-number',
    () => t.call('GET', '/api/get-wallet-number?name=b%00&account_type=Send%20Money&amount=500', { token: w.depositor.token }),
    invalid('name'),
  ],
  [
    'a NUL byte in the transaction id of submit-deposit',
    () =>
      t.call('POST', '/api/submit-deposit', {
        token: w.depositor.token,
        headers: idem(),
        body: depositBody(w.depositor, w.methodId, 500, { transaction_id: `TRX1234${NUL}` }),
      }),
    invalid('transaction_id'),
  ],
  // The e-wallet calls may be closed first when no gateway is configured; their contracts are checked in contracts/wallet.test.ts.
  [
    'a NUL byte in the provider of an e-wallet request',
    () => t.call('POST', '/api/ewa/request', { token: w.depositor.token, headers: idem(), body: { amount: 500, type: 'Send Money', provider: NUL } }),
    null,
  ],
  [
    'a NUL byte in the reference of an e-wallet confirmation',
    () => t.call('POST', '/api/ewa/confirm', { token: w.depositor.token, body: { trx_id: NUL } }),
    null,
  ],
  [
    'a NUL byte in the provider of submit-withdraw',
    () =>
      t.call('POST', '/api/submit-withdraw', {
        token: w.withdrawer.token,
        headers: idem(),
        body: { account_number: w.withdrawer.phone, amount: 500, payment_id: 0, provider: NUL },
      }),
    invalid('provider'),
  ],
  [
    'a NUL byte in the reason of a deposit rejection',
    () => asOperator('POST', `/api/operator/deposits/${w.pendingDepositId}/reject`, { reason: NUL })(),
    invalid('reason'),
  ],
  [
    'a NUL byte in the reason of a withdrawal rejection',
    () => asOperator('POST', `/api/operator/withdrawals/${w.pendingWithdrawalId}/reject`, { reason: NUL })(),
    invalid('reason'),
  ],
  ['a NUL byte in the name of a new payment method', asOperator('POST', '/api/operator/payment-methods', methodBody({ name: NUL })), invalid('name')],
  [
    'a NUL byte in the name of an edited payment method',
    () => asOperator('PUT', `/api/operator/payment-methods/${w.methodId}`, methodBody({ name: NUL }))(),
    invalid('name'),
  ],
  ['a NUL byte in the name of a promotion', asOperator('POST', '/api/operator/promotions', promotionBody({ name: NUL })), invalid('name')],
  [
    'a NUL byte in the description of a promotion',
    asOperator('POST', '/api/operator/promotions', promotionBody({ desc: `Line one\n${NUL}` })),
    invalid('desc'),
  ],
  [
    'a NUL byte in the thumbnail of an edited promotion',
    () => asOperator('PUT', `/api/operator/promotions/${w.promotionId}`, promotionBody({ thumbnail: NUL }))(),
    invalid('thumbnail'),
  ],
  ['a control character in the name of a promotion', asOperator('POST', '/api/operator/promotions', promotionBody({ name: ESC })), invalid('name')],
  ['a NUL byte in the site title setting', asOperator('PUT', '/api/operator/settings', { site_title: NUL }), invalid('site_title')],
  ['a NUL byte in a notice setting', asOperator('PUT', '/api/operator/settings', { notice: ['Fine', NUL] }), invalid('notice')],
  ['a NUL byte in the system notice setting', asOperator('PUT', '/api/operator/settings', { system_notice: `<p>${NUL}</p>` }), invalid('system_notice')],
  ['a lone surrogate in the telegram setting', asOperator('PUT', '/api/operator/settings', { telegram: `https://t.me/${LONE}` }), invalid('telegram')],
];

describe('free text that PostgreSQL cannot store, or that no person typed, is refused by the contract', () => {
  it.each(cases())('%s', async (name, send, expected) => {
    const res = await expectCleanRefusal(t, send, name);
    if (!expected) return;
    expect(res.status).toBe(expected.status);
    if (expected.field) expect(res.body.errors?.[expected.field], JSON.stringify(res.body)).toBe(expected.message);
    else expect(res.body.message).toBe(expected.message);
  });

  it('keeps newlines in multi-line text (a promotion description) and trims the ends', async () => {
    const res = await t.call('POST', '/api/operator/promotions', {
      token: w.op,
      body: promotionBody({ name: '  Spaced  ', desc: 'Line one\nLine two\r\n\tIndented' }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({ name: 'Spaced', desc: 'Line one\nLine two\r\n\tIndented' });
  });

  it('keeps Bangla text with its joiners (a name typed in Bangla)', async () => {
    const name = 'র‍্যাব রহমান';
    const res = await signup({ name });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});
