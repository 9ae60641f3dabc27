// A small fuzz of the existing player, operator and exchange routes: each well-formed request with one
// path parameter, query value or body field replaced by a generated hostile value (NUL bytes, control
// characters, lone surrogates, huge ids, impossible dates, exponent amounts, Bengali digits, 1 MB
// strings, wrong JSON types). None may answer a 5xx; every 4xx carries a catalogue message.
// FUZZ_RUNS raises the runs per route; FUZZ_SEED replays a failing run.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { createPlayer, newPlayerInput, type TestPlayer } from '../../tests/helpers/players.ts';
import { buildBadInputWorld, methodBody, promotionBody, type BadInputWorld } from '../../tests/helpers/bad-input-world.ts';
import { fuzzRoute, type FuzzRoute } from '../../tests/helpers/route-fuzz.ts';
import { depositBody, idem } from '../../tests/pg/wallet-kit.ts';
import { installFeed, type Feed } from '../exchange/source/running-feed.ts';
import { ExchangeSimulator } from '../exchange/source/simulator/simulator.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let t: TestApp;
let w: BadInputWorld;
let other: TestPlayer;
let feed: Feed;
let eventId: string;
let marketId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildBadInputWorld(t);
  other = await createPlayer(t);
  feed = installFeed(new ExchangeSimulator({ seed: 9, startMs: Date.parse('2026-11-23T04:00:00Z'), ballMs: 3000 }));
  const [event] = (await t.call('GET', '/exchange-api/api/sports-events/cricket')).body;
  eventId = event.EventId;
  marketId = event.MarketId;
});
afterAll(() => feed.stop());

// Functions, so the tokens and ids of the world are read once it is built.
const routes = (): [string, () => FuzzRoute][] => [
  ['log-in', () => ({ method: 'POST', path: '/api/login', body: { username: w.depositor.username, password: 'WrongPass1' } })],
  ['sign-up', () => ({ method: 'POST', path: '/api/v1/create-players', body: newPlayerInput() })],
  ['forgot-password', () => ({ method: 'POST', path: '/api/usr-forgot-password', body: { type: 'sms', phone: other.phone, username: other.username } })],
  [
    'reset-password',
    () => ({
      method: 'POST',
      path: '/api/usr-reset-password',
      body: { username: other.username, otp: '123456', password: 'Secret999', password_confirmation: 'Secret999' },
    }),
  ],
  ['promotion by id', () => ({ method: 'GET', path: '/api/promotions/:id', params: { id: String(w.promotionId) } })],
  ['game systems', () => ({ method: 'GET', path: '/api/get-system', query: { type: 'SLOT' } })],
  ['game providers', () => ({ method: 'GET', path: '/api/get-provider', query: { system: '["CHAKKA"]' } })],
  ['games', () => ({ method: 'GET', path: '/api/get-games', query: { type: 'SLOT', system: 'CHAKKA' } })],
  ['sandbox gateway page', () => ({ method: 'GET', path: '/api/sandbox-gateway/:ref', params: { ref: 'SBX0123456789ABCDEF' } })],
  ['payment method by name', () => ({ method: 'GET', path: '/api/showpayment-menthod', query: { name: 'bKash' }, token: w.depositor.token })],
  [
    'wallet number',
    () => ({ method: 'GET', path: '/api/get-wallet-number', query: { name: 'bKash', account_type: 'Send Money', amount: '500' }, token: w.depositor.token }),
  ],
  [
    'submit-deposit',
    () => ({
      method: 'POST',
      path: '/api/submit-deposit',
      body: depositBody(w.depositor, w.methodId, 500, { wallet_number_id: w.walletNumberId }),
      token: other.token,
      headers: idem,
    }),
  ],
  [
    'e-wallet request',
    () => ({
      method: 'POST',
      path: '/api/ewa/request',
      body: { amount: 500, type: 'Send Money', provider: 'bKash', promotion: 0 },
      token: other.token,
      headers: idem,
    }),
  ],
  ['e-wallet confirm', () => ({ method: 'POST', path: '/api/ewa/confirm', body: { trx_id: 'SBX0123456789ABCDEF' }, token: w.depositor.token })],
  [
    'submit-withdraw',
    () => ({
      method: 'POST',
      path: '/api/submit-withdraw',
      body: { account_number: other.phone, amount: 500, payment_id: w.methodId, provider: '' },
      token: other.token,
      headers: idem,
    }),
  ],
  ['withdraw check', () => ({ method: 'GET', path: '/api/userwithdrawcheck', query: { remote_id: w.depositor.remote_id }, token: w.depositor.token })],
  ['transaction record', () => ({ method: 'GET', path: '/api/transaction/show', query: { remote_id: w.depositor.remote_id }, token: w.depositor.token })],
  ['user', () => ({ method: 'GET', path: '/api/user/show', query: { remote_id: w.depositor.remote_id }, token: w.depositor.token })],
  ['birthday', () => ({ method: 'POST', path: '/api/user/profile/update', body: { remote_id: other.remote_id, dofb: '1990-02-28' }, token: other.token })],
  ['verification code', () => ({ method: 'POST', path: '/api/send-verification-code', body: { phone: other.phone }, token: other.token })],
  ['verify phone', () => ({ method: 'POST', path: '/api/verify-phone-number', body: { verification_code: '123456' }, token: other.token })],
  ['add phone', () => ({ method: 'POST', path: '/api/add/number', body: { phone: '01811111111' }, token: other.token })],
  ['operator queue', () => ({ method: 'GET', path: '/api/operator/deposits', query: { status: 'pending' }, token: w.op })],
  ['approve deposit', () => ({ method: 'POST', path: '/api/operator/deposits/:id/approve', params: { id: '999999' }, token: w.op })],
  [
    'reject deposit',
    () => ({ method: 'POST', path: '/api/operator/deposits/:id/reject', params: { id: '999999' }, body: { reason: 'No such payment' }, token: w.op }),
  ],
  [
    'reject withdrawal',
    () => ({ method: 'POST', path: '/api/operator/withdrawals/:id/reject', params: { id: '999999' }, body: { reason: 'No such account' }, token: w.op }),
  ],
  ['new payment method', () => ({ method: 'POST', path: '/api/operator/payment-methods', body: methodBody(), token: w.op })],
  [
    'edit payment method',
    () => ({
      method: 'PUT',
      path: '/api/operator/payment-methods/:id',
      params: { id: String(w.otherMethodId) },
      body: methodBody({ status: 'active', name: 'bKash' }),
      token: w.op,
    }),
  ],
  [
    'new wallet number',
    () => ({
      method: 'POST',
      path: '/api/operator/wallet-numbers',
      body: { payment_method_id: w.methodId, account_number: '01700000001', status: 'inactive' },
      token: w.op,
    }),
  ],
  [
    'edit wallet number',
    () => ({
      method: 'PUT',
      path: '/api/operator/wallet-numbers/:id',
      params: { id: String(w.otherWalletNumberId) },
      body: { payment_method_id: w.otherMethodId, account_number: '01612345605', status: 'active' },
      token: w.op,
    }),
  ],
  [
    'wallet limits',
    () => ({
      method: 'PUT',
      path: '/api/operator/wallet-limits',
      body: { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 },
      token: w.op,
    }),
  ],
  ['new promotion', () => ({ method: 'POST', path: '/api/operator/promotions', body: promotionBody(), token: w.op })],
  [
    'edit promotion',
    () => ({ method: 'PUT', path: '/api/operator/promotions/:id', params: { id: String(w.promotionId) }, body: promotionBody(), token: w.op }),
  ],
  [
    'settings',
    () => ({
      method: 'PUT',
      path: '/api/operator/settings',
      body: { site_title: 'Chakka', notice: ['Welcome'], telegram: 'https://t.me/chakka', intercom: '' },
      token: w.op,
    }),
  ],
  [
    'market block',
    () => ({ method: 'PUT', path: '/api/operator/market-block/:userId', params: { userId: other.remote_id }, body: { cs_market: 1 }, token: w.op }),
  ],
  [
    'exchange list',
    () => ({ method: 'GET', path: '/exchange-api/api/sports-events/:sport', params: { sport: 'cricket' }, query: { when: 'all', odds: 'best' } }),
  ],
  ['exchange match odds', () => ({ method: 'GET', path: '/exchange-api/api/match-odds/:marketId', params: { marketId } })],
  ['exchange event', () => ({ method: 'GET', path: '/exchange-api/api/event/:eventId', params: { eventId } })],
  ['exchange results', () => ({ method: 'GET', path: '/exchange-api/api/results/:sport', params: { sport: 'soccer' } })],
  ['exchange live score', () => ({ method: 'GET', path: '/exchange-api/live-score/:eventId/state', params: { eventId } })],
];

describe(`hostile values in any one part of a request never answer a 5xx (${RUNS} runs per route)`, () => {
  it.each(routes())(
    '%s',
    async (_, route) => {
      await fuzzRoute(t, route(), RUNS);
    },
    120_000,
  );
});
