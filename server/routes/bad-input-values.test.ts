// Bad input never answers a 500: numbers, references, dates and bodies: ids beyond their column,
// references to rows that do not exist, impossible dates, amounts with an exponent or a third decimal,
// and multipart bodies that cannot be read. Each is a 4xx with a catalogue message and no write.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { expectCleanRefusal, type Answer } from '../../tests/helpers/refusals.ts';
import { buildBadInputWorld, methodBody, multipart, promotionBody, type BadInputWorld } from '../../tests/helpers/bad-input-world.ts';
import { depositBody, idem } from '../../tests/pg/wallet-kit.ts';

let t: TestApp;
let w: BadInputWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildBadInputWorld(t);
});

const HUGE = '99999999999999999999';
const INT4_PAST = 2147483648;

type Expected = { status: number; field?: string; message: string };
type Case = [name: string, send: () => Promise<Answer>, expected: Expected];

const field = (name: string, message: string, status = 422): Expected => ({ status, field: name, message });
const answer = (message: string, status: number): Expected => ({ status, message });
const operator = (method: string, path: () => string, body?: unknown) => () => t.call(method, path(), { token: w.op, body });
const deposit = (extra: Record<string, unknown>) => () =>
  t.call('POST', '/api/submit-deposit', { token: w.depositor.token, headers: idem(), body: depositBody(w.depositor, w.methodId, 500, extra) });
const withdraw = (extra: Record<string, unknown>) => () =>
  t.call('POST', '/api/submit-withdraw', {
    token: w.withdrawer.token,
    headers: idem(),
    body: { account_number: w.withdrawer.phone, amount: 500, payment_id: w.methodId, ...extra },
  });
const limits = (extra: Record<string, unknown>) =>
  operator('PUT', () => '/api/operator/wallet-limits', { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000, ...extra });
const numberBody = (payment_method_id: unknown) => ({ payment_method_id, account_number: '01700000000', status: 'inactive' });
const depositForm = (headers: Record<string, string>, body: string) => () =>
  t.call('POST', '/api/submit-deposit', { token: w.depositor.token, headers: { ...idem(), ...headers }, body });
const formFields = () => ({ account_number: w.depositor.phone, transaction_id: 'TRX7654321', amount: '500', payment_id: String(w.methodId) });

const cases = (): Case[] => [
  // ids beyond the column's range
  // A declared route's path id is parsed by its contract (docs/decisions/0025): 422, with the same message.
  ['a promotion id beyond bigint in the path', () => t.call('GET', `/api/promotions/${HUGE}`), answer(MESSAGES.promotionNotFound, 404)], // names nothing: the route's 404
  ['a request id beyond bigint in an operator path', operator('POST', () => `/api/operator/deposits/${HUGE}/approve`), answer(MESSAGES.requestNotFound, 404)],
  [
    'a payment-method id beyond bigint in an operator path',
    operator('PUT', () => `/api/operator/payment-methods/${HUGE}`, methodBody()),
    answer(MESSAGES.notFound, 404),
  ],
  [
    'a sort order beyond integer on a new payment method',
    operator('POST', () => '/api/operator/payment-methods', methodBody({ sort_order: INT4_PAST })),
    field('sort_order', MESSAGES.numberOutOfRange),
  ],
  [
    'a sort order beyond integer on an edited payment method',
    operator('PUT', () => `/api/operator/payment-methods/${w.methodId}`, methodBody({ sort_order: -INT4_PAST - 1 })),
    field('sort_order', MESSAGES.numberOutOfRange),
  ],
  [
    'a category beyond integer on a promotion',
    operator('POST', () => '/api/operator/promotions', promotionBody({ category: INT4_PAST })),
    field('category', MESSAGES.numberOutOfRange),
  ],
  ['a payment id beyond bigint on submit-deposit', deposit({ payment_id: HUGE }), field('payment_id', MESSAGES.depositMethodRequired)],
  ['a promotion id beyond bigint on submit-deposit', deposit({ promotion_id: 1e20 }), field('promotion_id', MESSAGES.promotionNotFound)],
  ['a wallet number id beyond bigint on submit-deposit', deposit({ wallet_number_id: HUGE }), field('wallet_number_id', MESSAGES.walletNumberNotFound)],
  ['a payment id beyond bigint on submit-withdraw', withdraw({ payment_id: 1e20 }), field('payment_id', MESSAGES.withdrawMethodRequired)],
  [
    'a payment method id beyond bigint on a new wallet number',
    operator('POST', () => '/api/operator/wallet-numbers', numberBody(1e20)),
    field('payment_method_id', MESSAGES.paymentMethodNotFound),
  ],
  [
    'a payment method id beyond bigint on an edited wallet number',
    operator('PUT', () => `/api/operator/wallet-numbers/${w.walletNumberId}`, numberBody(HUGE)),
    field('payment_method_id', MESSAGES.paymentMethodNotFound),
  ],
  // references to rows that do not exist
  ['a wallet number that does not exist on submit-deposit', deposit({ wallet_number_id: 999999 }), answer(MESSAGES.walletNumberNotFound, 422)],
  [
    'a wallet number of another payment method on submit-deposit',
    () => deposit({ wallet_number_id: w.otherWalletNumberId })(),
    answer(MESSAGES.walletNumberNotFound, 422),
  ],
  [
    'a payment method that does not exist on an edited wallet number',
    operator('PUT', () => `/api/operator/wallet-numbers/${w.walletNumberId}`, numberBody(999999)),
    answer(MESSAGES.paymentMethodNotFound, 422),
  ],
  // impossible dates
  [
    'the 30th of February as a promotion start',
    operator('POST', () => '/api/operator/promotions', promotionBody({ start_date: '2026-02-30' })),
    field('start_date', MESSAGES.dateInvalid),
  ],
  [
    'a thirteenth month as a promotion end',
    operator('PUT', () => `/api/operator/promotions/${w.promotionId}`, promotionBody({ end_date: '2026-13-01' })),
    field('end_date', MESSAGES.dateInvalid),
  ],
  [
    'a year 0 date as a promotion start',
    operator('POST', () => '/api/operator/promotions', promotionBody({ start_date: '0000-01-01' })),
    field('start_date', MESSAGES.dateInvalid),
  ],
  [
    'a promotion that ends before it starts',
    operator('POST', () => '/api/operator/promotions', promotionBody({ start_date: '2026-06-01', end_date: '2026-05-31' })),
    field('end_date', MESSAGES.dateRangeInvalid),
  ],
  // amounts
  ['an exponent amount (1e17) as a deposit limit', limits({ deposit_max: 1e17 }), field('deposit_max', MESSAGES.amountTooLarge)],
  ['a third decimal (0.001) as a deposit limit', limits({ deposit_min: 0.001 }), field('deposit_min', MESSAGES.amountInvalid)],
  ['an exponent written as text (1e3) as a deposit amount', deposit({ amount: '1e3' }), field('amount', MESSAGES.amountInvalid)],
  [
    'a third decimal in a promotion bonus percent',
    operator('POST', () => '/api/operator/promotions', promotionBody({ deposit_bouns: 0.001 })),
    field('deposit_bouns', MESSAGES.numberInvalid),
  ],
  // multipart bodies that cannot be read
  [
    'submit-deposit as multipart without a boundary',
    () => depositForm({ 'content-type': 'multipart/form-data' }, multipart('XyZ', formFields()))(),
    answer(MESSAGES.bodyUnreadable, 400),
  ],
  [
    'submit-deposit as multipart without its closing delimiter',
    () => depositForm({ 'content-type': 'multipart/form-data; boundary=XyZ' }, multipart('XyZ', formFields(), false))(),
    answer(MESSAGES.bodyUnreadable, 400),
  ],
  [
    'submit-deposit as JSON labelled multipart',
    () => depositForm({ 'content-type': 'multipart/form-data; boundary=XyZ' }, JSON.stringify(depositBody(w.depositor, w.methodId, 500)))(),
    answer(MESSAGES.bodyUnreadable, 400),
  ],
  [
    'an operator call with broken JSON',
    () => t.call('PUT', '/api/operator/wallet-limits', { token: w.op, body: '{"deposit_min": 100,' }),
    answer(MESSAGES.bodyUnreadable, 400),
  ],
  ['submit-deposit as broken JSON', () => depositForm({ 'content-type': 'application/json' }, '{"amount": 500,')(), answer(MESSAGES.bodyUnreadable, 400)],
];

describe('numbers, references, dates and bodies that cannot be stored are refused before the database', () => {
  it.each(cases())('%s', async (name, send, expected) => {
    const res = await expectCleanRefusal(t, send, name);
    expect(res.status).toBe(expected.status);
    if (expected.field) expect(res.body.errors?.[expected.field], JSON.stringify(res.body)).toBe(expected.message);
    else expect(res.body.message, JSON.stringify(res.body)).toBe(expected.message);
  });

  it('still takes a well-formed multipart deposit, ids as digit strings', async () => {
    const res = await depositForm(
      { 'content-type': 'multipart/form-data; boundary=XyZ' },
      multipart('XyZ', { ...formFields(), wallet_number_id: String(w.walletNumberId) }),
    )();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 500, status: 'pending', receipt: false });
    const refused = await t.call('POST', `/api/operator/deposits/${res.body.data.id}/reject`, { token: w.op, body: { reason: 'Test only' } });
    expect(refused.status).toBe(200);
  });

  it('stores limits and bonus percents exactly (no float drift)', async () => {
    const res = await limits({ deposit_min: 100.1, deposit_max: '25000.99' })();
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ deposit_min: 100.1, deposit_max: 25000.99 });
    await limits({})();
    const promo = await t.call('POST', '/api/operator/promotions', { token: w.op, body: promotionBody({ deposit_bouns: 12.34, turnover: 2.5 }) });
    expect(promo.status, JSON.stringify(promo.body)).toBe(201);
    const listed = (await t.call('GET', '/api/operator/promotions', { token: w.op })).body.data.find((p: { id: number }) => p.id === promo.body.data.id);
    expect(listed).toMatchObject({ deposit_bouns: 12.34, turnover: 2.5 });
  });
});
