// Answers of the wallet calls shaped by contracts/wallet.ts, for the stubbed fetch.
import { saveSession } from '../../lib/session.ts';

export const user = (verified: boolean, extra: Record<string, unknown> = {}) => ({
  id: 7,
  username: 'player0001',
  vip_coin: 0,
  name: 'Player',
  phone: '+8801712345678',
  email: null,
  session_id: verified ? '1' : '0',
  created_at: '2026-11-01T00:00:00Z',
  dofb: null,
  email_verified_at: null,
  balance: '5000.00',
  referral_code: 'ABC',
  cash_bonus: '0.00',
  ...extra,
});

export const methods = [
  { id: 1, name: 'bKash', icon: '/bkash.png', status: 'active', account_type: 'Send Money' },
  { id: 2, name: 'bKash', icon: '/bkash.png', status: 'active', account_type: 'CashOut' },
  { id: 3, name: 'bKash', icon: '/bkash.png', status: 'active', account_type: 'Merchant' },
  { id: 4, name: 'Nagad', icon: '/nagad.png', status: 'active', account_type: 'Send Money' },
];

export const paymentMethods = (withdrawal_status = 1) => ({
  data: methods,
  ewallet: null,
  withdrawal_status,
  limits: { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 },
});

export const tx = (action: 'deposit' | 'withdraw', key: '0' | '1' | '2', created_at = '2026-11-23T04:00:00Z', id = 1) => ({
  id,
  action,
  amount: 1000,
  key,
  created_at,
  updated_at: created_at,
  transaction_id: 'TRX12345',
  account_number: '01712345678',
  reason: null,
  payment_method: { name: 'bKash', type: 'Send Money', icon: '/bkash.png' },
  promotion: null,
});

/** Routes every wallet screen needs before it shows its form. */
export function baseRoutes(opts: { verified?: boolean; transactions?: unknown[]; withdrawal_status?: number } = {}) {
  return {
    'GET /api/user/show': { body: user(opts.verified ?? true) },
    // An unverified player has neither a verified main phone nor a verified extra one.
    'GET /api/get/other/phone': {
      body: {
        data: [
          { contract_value: '01812345678', isverify: opts.verified === false ? 0 : 1 },
          { contract_value: '01912345678', isverify: 0 },
        ],
      },
    },
    'GET /api/transaction/show': { body: { data: opts.transactions ?? [] } },
    'GET /api/payment-methods': { body: paymentMethods(opts.withdrawal_status) },
    'GET /api/promotion': { body: { data: [] } },
  };
}

export const signIn = () => saveSession({ token: 'tok', remote_id: '7', username: 'player0001', role: 'player' });
