// The wallet area's calls, parsed by contracts/wallet.ts. Every
// money-moving POST carries an Idempotency-Key that the caller makes once per submit attempt and
// reuses when it retries that same attempt (a network failure), so a retry has one effect.
import { otherPhonesResponseSchema, userShowResponseSchema } from '../../../contracts/account.ts';
import {
  ewaConfirmResponseSchema,
  ewaRequestResponseSchema,
  IDEMPOTENCY_HEADER,
  paymentMethodsResponseSchema,
  pendingRequestsResponseSchema,
  promotionListResponseSchema,
  showPaymentMethodResponseSchema,
  submitDepositResponseSchema,
  submitWithdrawResponseSchema,
  transactionListResponseSchema,
  walletNumberResponseSchema,
  withdrawCheckAnswerSchema,
  type PaymentMethod,
} from '../../../contracts/wallet.ts';
import { kycStateResponseSchema } from '../../../contracts/kyc.ts';
import { sandboxDecisionResponseSchema, sandboxPaymentResponseSchema, type SANDBOX_DECISIONS } from '../../../contracts/sandbox-gateway.ts';
import { getJson, postJson, request } from '../../lib/api.ts';
import { sessionAtom } from '../../lib/session.ts';
import { store } from '../../lib/store.ts';

export type SandboxDecision = (typeof SANDBOX_DECISIONS)[number];

export const remoteId = () => store.get(sessionAtom)?.remote_id ?? '';
export const newIdempotencyKey = () => crypto.randomUUID();

export const getPaymentMethods = () => getJson(paymentMethodsResponseSchema, 'payment-methods');
export const getChannels = async (provider: string) => (await getJson(showPaymentMethodResponseSchema, 'showpayment-menthod', { name: provider })).data;
export const getPromotions = async () => (await getJson(promotionListResponseSchema, 'promotion')).data;
export async function getWalletNumber(name: string, accountType: string, amount: number) {
  const list = await getJson(walletNumberResponseSchema, 'get-wallet-number', { name, account_type: accountType, amount });
  return list[0] ?? null;
}

/** One entry per provider name (bKash, Nagad ...): the channels are the provider's account types. */
export function distinctProviders(methods: PaymentMethod[]): PaymentMethod[] {
  const seen = new Set<string>();
  return methods.filter((m) => (seen.has(m.name) ? false : (seen.add(m.name), true)));
}

export interface EwaRequest {
  amount: number;
  type: string;
  provider: string;
  promotion: number;
}
export const requestEwallet = (body: EwaRequest, key: string) => postJson(ewaRequestResponseSchema, 'ewa/request', body, { [IDEMPOTENCY_HEADER]: key });

export const confirmEwallet = (body: { trx_id: string; trxid: string; number: string }) => postJson(ewaConfirmResponseSchema, 'ewa/confirm', body);

export interface DepositSubmit {
  account_number: string;
  transaction_id: string;
  amount: number;
  payment_id: number;
  promotion_id: number;
  wallet_number_id?: number;
  receipt?: File | null;
}
/** Multipart, because the receipt image travels with the request. */
export function submitDeposit(body: DepositSubmit, key: string) {
  const form = new FormData();
  form.set('remote_id', remoteId());
  for (const k of ['account_number', 'transaction_id', 'amount', 'payment_id', 'promotion_id'] as const) form.set(k, String(body[k]));
  if (body.wallet_number_id) form.set('wallet_number_id', String(body.wallet_number_id));
  if (body.receipt) form.set('receipt', body.receipt);
  return request(submitDepositResponseSchema, 'submit-deposit', { method: 'post', body: form, headers: { [IDEMPOTENCY_HEADER]: key } });
}

/** userwithdrawcheck, its "no" (400) read as an answer like its "yes": both say what a withdrawal still needs. */
export const checkWithdrawal = () =>
  request(withdrawCheckAnswerSchema, 'userwithdrawcheck', {
    method: 'get',
    searchParams: { remote_id: remoteId() },
    throwHttpErrors: (status) => status !== 400,
  });
export interface WithdrawSubmit {
  account_number: string;
  amount: number;
  payment_id: number;
  provider: string;
}
export const submitWithdrawal = (body: WithdrawSubmit, key: string) =>
  postJson(submitWithdrawResponseSchema, 'submit-withdraw', { remote_id: remoteId(), ...body }, { [IDEMPOTENCY_HEADER]: key });

/** The player's requests still waiting for the operator, each with the seconds left of its own wait. */
export const getPendingRequests = async () => (await getJson(pendingRequestsResponseSchema, 'payment-request')).data;

/** A pending request of one kind (key '0') blocks another of the same kind. */
export async function hasPending(action: 'deposit' | 'withdraw'): Promise<boolean> {
  const { data } = await getJson(transactionListResponseSchema, 'transaction/show', { remote_id: remoteId() });
  return data.some((t) => t.action === action && t.key === '0');
}

/** The player's identity verification and the withdrawal amount above which it is needed. */
export const getKycState = async () => (await getJson(kycStateResponseSchema, 'kyc')).data;

/** The numbers a player may pay from or be paid to: the main phone when verified, plus verified extras. */
export async function getVerifiedPhones(): Promise<{ verified: boolean; phones: string[] }> {
  const [user, others] = await Promise.all([
    getJson(userShowResponseSchema, 'user/show', { remote_id: remoteId() }),
    getJson(otherPhonesResponseSchema, 'get/other/phone').catch(() => ({ data: [] })),
  ]);
  const phones: string[] = [];
  const local = (p: string) => p.replace(/^\+?88/, '');
  if (user.session_id === '1' && user.phone) phones.push(local(user.phone));
  for (const p of others.data) if (p.isverify === 1) phones.push(local(p.contract_value));
  return { verified: phones.length > 0, phones };
}

// The sandbox gateway's payer page (only when the server runs PAYMENT_GATEWAY=sandbox).
const sandboxPath = (ref: string) => `sandbox-gateway/${encodeURIComponent(ref)}`;
export const getSandboxPayment = async (ref: string) => (await getJson(sandboxPaymentResponseSchema, sandboxPath(ref))).data;
export const decideSandboxPayment = (ref: string, decision: SandboxDecision) =>
  postJson(sandboxDecisionResponseSchema, `${sandboxPath(ref)}/decision`, { decision });
