// Wallet calls (payment-methods/promotions, deposit, withdrawal, transaction and turnover records) and
// the operator's wallet console. Money on the wire is taka as a number (up to 2 decimals), as the
// player's client sends it; the server stores integer poisha.
import { z } from 'zod';
import { walletMessages as M } from './messages/wallet.ts';
import { remoteIdSchema } from './common.ts';
import { commonMessages as C } from './messages/common.ts';
import { atMost, idOrNoneSchema, idSchema, int4Schema, moneySchema, textSchema, webAddressSchema } from './fields.ts';

/** The wire's ten amounts, smallest first: a grid read left to right should not jump back from 25,000 to 1,000 (docs/decisions/0170). */
export const DEPOSIT_QUICK_AMOUNTS = [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000] as const;
export const WITHDRAW_QUICK_AMOUNTS = DEPOSIT_QUICK_AMOUNTS.filter((a) => a !== 100);
export const DEFAULT_LIMITS = { deposit_min: 100, deposit_max: 25000, withdraw_min: 500, withdraw_max: 25000 } as const;
export const TRX_ID_MIN_LENGTH = 7;
export const DEPOSIT_PHONE_LENGTH = 11;
export const EWALLET_DEFAULT_TIMER_MINUTES = 10;
export const PAYMENT_REQUEST_COUNTDOWN_MINUTES = 30;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** The labels: Personal = 'Send Money', Agent = 'CashOut', Merchant (or Marchent) = 'Merchant'. */
export const ACCOUNT_TYPES = ['Send Money', 'CashOut', 'Merchant'] as const;
export const accountTypeSchema = z.enum(ACCOUNT_TYPES, { error: C.valueInvalid });
export type AccountType = z.infer<typeof accountTypeSchema>;
/** The wire's other spellings of the account types (Personal, Agent, Marchent) mapped to the labels. */
export function normalizeAccountType(value: string): string {
  const aliases: Record<string, AccountType> = {
    personal: 'Send Money',
    'send money': 'Send Money',
    agent: 'CashOut',
    cashout: 'CashOut',
    'cash out': 'CashOut',
    merchant: 'Merchant',
    marchent: 'Merchant',
    'make payment': 'Merchant',
  };
  return aliases[value.trim().toLowerCase()] ?? value;
}
/** Heading of the make-payment screen by account type. */
export const ACCOUNT_TYPE_HEADINGS: Record<AccountType, string> = { 'Send Money': 'Send Money', CashOut: 'Cash Out', Merchant: 'Make Payment' };

/** Taka with at most 2 decimals, > 0, from a number or a form's string (contracts/fields.ts moneySchema). */
export const takaSchema = (requiredMessage: string) => moneySchema({ required: requiredMessage, invalid: M.amountInvalid });

export { toPoisha } from './fields.ts';
export const toTaka = (poisha: number): number => poisha / 100;

// ---- GET /api/payment-methods, GET /api/showpayment-menthod?name=
export const paymentMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  status: z.literal('active'),
  account_type: accountTypeSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const ewalletMethodsSchema = z.object({ type: z.literal('ewallet'), pgs: z.array(z.object({ name: z.string(), icon: z.string() })) });
/** Methods of the manual path, or the e-wallet object; empty when withdrawal_status is 0 (withdrawal view). */
export const paymentMethodsResponseSchema = z.object({
  data: z.array(paymentMethodSchema),
  ewallet: ewalletMethodsSchema.nullable(),
  limits: z.object({ deposit_min: z.number(), deposit_max: z.number(), withdraw_min: z.number(), withdraw_max: z.number() }),
  withdrawal_status: z.number(),
});
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;
// A missing method reads as the product's 'Please select a valid payment method.', not zod's default text.
const methodNameSchema = textSchema({ max: 60, error: M.depositMethodRequired }).min(1, M.depositMethodRequired);
export const showPaymentMethodQuerySchema = z.object({ name: methodNameSchema });
export const showPaymentMethodResponseSchema = z.object({ success: z.boolean(), data: z.array(paymentMethodSchema) });

// ---- promotions: their own area now (contracts/promotions.ts); named here too for the deposit form.
export {
  operatorPromotionInputSchema,
  promotionDetailResponseSchema,
  promotionListResponseSchema,
  promotionSchema,
  promotionStatusSchema,
  type Promotion,
} from './promotions.ts';

// ---- GET /api/get-wallet-number?name&account_type&amount
export const walletNumberQuerySchema = z.object({
  name: methodNameSchema,
  account_type: textSchema({ max: 40, error: M.depositChannelRequired }).min(1, M.depositChannelRequired).transform(normalizeAccountType),
  amount: takaSchema(M.depositAmountRequired),
});
export const walletNumberItemSchema = z.object({ id: z.number(), account_number: z.string() });
export const walletNumberResponseSchema = z.array(walletNumberItemSchema);

// ---- POST /api/submit-deposit (JSON, or multipart with a `receipt` file part)
export const submitDepositRequestSchema = z.object({
  remote_id: remoteIdSchema.optional(),
  account_number: z
    .string({ error: M.depositPhoneInvalid })
    .trim()
    .regex(/^\d{11}$/, M.depositPhoneInvalid),
  transaction_id: textSchema({ max: 64, error: M.depositTrxIdShort }).min(TRX_ID_MIN_LENGTH, M.depositTrxIdShort),
  amount: takaSchema(M.depositAmountRequired),
  payment_id: idSchema(M.depositMethodRequired),
  promotion_id: idOrNoneSchema(M.promotionNotFound).optional().default(0),
  /** The agent wallet number handed out by get-wallet-number (optional). */
  wallet_number_id: idSchema(M.walletNumberNotFound).optional(),
});
export const depositStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type DepositStatus = z.infer<typeof depositStatusSchema>;
export const submitDepositResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.number(), amount: z.number(), status: depositStatusSchema, receipt: z.boolean() }),
});

// ---- POST /api/ewa/request, POST /api/ewa/confirm
export const ewaRequestSchema = z.object({
  amount: takaSchema(M.depositAmountRequired),
  type: textSchema({ max: 40, error: M.depositChannelRequired }).min(1, M.depositChannelRequired),
  provider: textSchema({ max: 60, error: M.depositMethodRequired }).min(1, M.depositMethodRequired),
  promotion: idOrNoneSchema(M.promotionNotFound).optional().default(0),
});
export const ewaRequestResponseSchema = z.object({
  url: z.string().nullable(),
  amount: z.number(),
  transaction: z.string(),
  number: z.string(),
  timer: z.number(),
  message: z.string(),
});
export type EwaRequestResponse = z.infer<typeof ewaRequestResponseSchema>;
export const ewaConfirmRequestSchema = z.object({
  trx_id: textSchema({ max: 64, error: M.ewalletRequestNotFound }).min(1, M.ewalletRequestNotFound),
  trxid: textSchema({ max: 64 }).optional(),
  number: textSchema({ max: 20 }).optional(),
});
export const ewaConfirmResponseSchema = z.object({ success: z.boolean(), message: z.string(), status: depositStatusSchema });

// ---- GET /api/userwithdrawcheck?remote_id, POST /api/submit-withdraw
export const withdrawCheckQuerySchema = z.object({ remote_id: remoteIdSchema.optional() });
/**
 * Everything a withdrawal still needs, in the order a player puts it right: a verified phone (to be paid
 * to), the birthday, the bonus turnover, the minimum balance. Beside the wire's answer, so the form can say
 * it all before it is filled instead of one refusal at a time after Submit.
 */
export const WITHDRAW_REQUIREMENTS = ['phone', 'birthday', 'turnover', 'balance'] as const;
export type WithdrawRequirement = (typeof WITHDRAW_REQUIREMENTS)[number];
const missingSchema = z.array(z.enum(WITHDRAW_REQUIREMENTS));
export const withdrawCheckResponseSchema = z.object({ success: z.literal(true), message: z.string(), missing: missingSchema });
/** 400 body: `error` says which link the client shows ('birthday' -> /profile, 'turnover' -> /turnover-record). */
export const withdrawCheckErrorSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  error: z.enum(['birthday', 'turnover', 'balance']),
  missing: missingSchema,
});
/** Either answer of the check, read as an answer: the client shows what is missing whichever it is. */
export const withdrawCheckAnswerSchema = z.union([withdrawCheckResponseSchema, withdrawCheckErrorSchema]);
export const submitWithdrawRequestSchema = z
  .object({
    remote_id: remoteIdSchema.optional(),
    account_number: textSchema({ max: 20, error: M.withdrawAccountRequired }).min(1, M.withdrawAccountRequired),
    amount: takaSchema(M.withdrawAmountRequired),
    payment_id: idOrNoneSchema(M.withdrawMethodRequired),
    provider: textSchema({ max: 60 }).optional().default(''),
    /** The name on the wallet account to be paid; compared with the KYC-verified name (a mismatch is flagged, not refused). */
    account_name: textSchema({ max: 100 }).optional(),
  })
  // payment_id 0 is the e-wallet path that names only a provider; with neither, no method was chosen.
  .refine((v) => v.payment_id > 0 || v.provider !== '', { path: ['payment_id'], message: M.withdrawMethodRequired });
export const submitWithdrawResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  error: z.null(),
  data: z.object({ id: z.number(), amount: z.number(), status: depositStatusSchema }),
});

// ---- GET /api/payment-request: the player's requests still waiting for the operator
/**
 * A deposit or withdrawal request still pending. seconds_left is what remains of its own
 * PAYMENT_REQUEST_COUNTDOWN_MINUTES, counted by the server from created_at (0 once past, while it still
 * waits), so the screen never starts a fresh half hour for an old request, whatever the phone's clock says.
 */
export const pendingRequestSchema = z.object({
  id: z.number(),
  action: z.enum(['deposit', 'withdraw']),
  amount: z.number(),
  created_at: z.string(),
  seconds_left: z.number().int().min(0),
  payment_method: z.object({ name: z.string(), icon: z.string() }).nullable(),
});
export type PendingRequest = z.infer<typeof pendingRequestSchema>;
export const pendingRequestsResponseSchema = z.object({ data: z.array(pendingRequestSchema) });

// ---- GET /api/transaction/show?remote_id, GET /api/turnovers?remote_id
/** key: '0' pending (Processing), '1' success, '2' fail. */
export const transactionKeySchema = z.enum(['0', '1', '2']);
export const transactionRecordSchema = z.object({
  id: z.number(),
  action: z.enum(['deposit', 'withdraw', 'bonus']),
  amount: z.number(),
  key: transactionKeySchema,
  created_at: z.string(),
  updated_at: z.string(),
  transaction_id: z.string().nullable(),
  account_number: z.string().nullable(),
  reason: z.string().nullable(),
  payment_method: z.object({ name: z.string(), type: z.string(), icon: z.string() }).nullable(),
  promotion: z.object({ name: z.string(), turnover: z.number() }).nullable(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;
export const recordsQuerySchema = z.object({ remote_id: remoteIdSchema.optional() });
export const transactionListResponseSchema = z.object({ data: z.array(transactionRecordSchema) });
export const turnoverRecordSchema = z.object({
  id: z.number(),
  status: z.enum(['active', 'complete']),
  required_turnover: z.number(),
  remaining_turnover: z.number(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  transaction: z.object({
    action: z.literal('deposit'),
    promotion: z.object({ name: z.string(), turnover: z.number() }),
    payment_method: z.object({ name: z.string() }),
  }),
});
export type TurnoverRecord = z.infer<typeof turnoverRecordSchema>;
export const turnoverListResponseSchema = z.object({ data: z.array(turnoverRecordSchema) });

// ---- operator console (/api/operator/...)
export const operatorQueueQuerySchema = z.object({ status: z.enum(depositStatusSchema.options, { error: C.valueInvalid }).optional().default('pending') });
/** What the operator sees of every deposit and withdrawal request. */
const operatorRequestSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  username: z.string(),
  amount: z.number(),
  status: depositStatusSchema,
  created_at: z.string(),
  decided_at: z.string().nullable(),
  reason: z.string().nullable(),
  payment_method: z.object({ id: z.number(), name: z.string(), account_type: z.string() }).nullable(),
});
export const operatorDepositSchema = operatorRequestSchema.extend({
  transaction_id: z.string().nullable(),
  account_number: z.string().nullable(),
  wallet_number: z.string().nullable(),
  promotion: z.object({ id: z.number(), name: z.string() }).nullable(),
  channel: z.enum(['manual', 'ewallet']),
  /** Operator-only URL of the uploaded receipt image, or null. */
  receipt_url: z.string().nullable(),
});
export type OperatorDeposit = z.infer<typeof operatorDepositSchema>;
export const operatorWithdrawalSchema = operatorRequestSchema.extend({
  account_number: z.string(),
  provider: z.string(),
  /** The name the player gave for the paid account, and whether it differs from their KYC-verified name. */
  account_name: z.string().nullable().optional(),
  name_mismatch: z.boolean().optional(),
  /**
   * Four eyes on a pending withdrawal above the owner's amount: 'first' when an approval now is the first of
   * two (nothing is paid yet), 'second' when another staff member (first_approved_by) has approved it once.
   */
  four_eyes: z.enum(['first', 'second']).nullable().optional(),
  first_approved_by: z.string().nullable().optional(),
});
export type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
export const operatorDepositListSchema = z.object({ data: z.array(operatorDepositSchema) });
export const operatorWithdrawalListSchema = z.object({ data: z.array(operatorWithdrawalSchema) });
export const operatorRejectRequestSchema = z.object({
  reason: textSchema({ max: 500, multiline: true, error: M.rejectReasonRequired }).min(1, M.rejectReasonRequired),
});
// A withdrawal above the owner's four-eyes amount answers its first approval with awaiting_second_approval.
export const operatorDecisionResponseSchema = z.object({
  message: z.string(),
  data: z.object({ id: z.number(), status: z.enum([...depositStatusSchema.options, 'awaiting_second_approval']) }),
});

export const operatorPaymentMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  account_type: accountTypeSchema,
  status: z.enum(['active', 'inactive']),
  sort_order: z.number(),
});
const onOffSchema = z.enum(['active', 'inactive'], { error: C.valueInvalid });
export const operatorPaymentMethodInputSchema = z.object({
  name: textSchema({ max: 60 }).min(1, C.valueRequired),
  icon: webAddressSchema(300).default(''),
  account_type: accountTypeSchema,
  status: onOffSchema.default('active'),
  sort_order: int4Schema().default(0),
});
export const operatorWalletNumberSchema = z.object({
  id: z.number(),
  payment_method_id: z.number(),
  account_number: z.string(),
  status: z.enum(['active', 'inactive']),
});
export const operatorWalletNumberInputSchema = z.object({
  payment_method_id: idSchema(M.paymentMethodNotFound),
  account_number: z
    .string({ error: M.depositPhoneInvalid })
    .trim()
    .regex(/^\d{11}$/, M.depositPhoneInvalid),
  status: onOffSchema.default('active'),
});
const limitSchema = moneySchema({ required: M.amountInvalid, invalid: M.amountInvalid });
export const walletLimitsSchema = z
  .object({
    deposit_min: atMost(limitSchema, 'deposit_max'),
    deposit_max: limitSchema,
    withdraw_min: atMost(limitSchema, 'withdraw_max'),
    withdraw_max: limitSchema,
  })
  .refine((l) => l.deposit_min <= l.deposit_max, { message: M.limitMinAboveMax, path: ['deposit_min'] })
  .refine((l) => l.withdraw_min <= l.withdraw_max, { message: M.limitMinAboveMax, path: ['withdraw_min'] });
export type WalletLimits = z.infer<typeof walletLimitsSchema>;
export const operatorListSchema = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
