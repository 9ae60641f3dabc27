// The operator console's calls (/api/operator/...), parsed by contracts/wallet.ts, content.ts and
// account.ts. The server answers players 403 on every one of them.
import { z } from 'zod';
import { outboxResponseSchema } from '../../../contracts/account.ts';
import { operatorSettingsSchema, type OperatorSettings } from '../../../contracts/content.ts';
import {
  operatorDecisionResponseSchema,
  operatorDepositListSchema,
  operatorListSchema,
  operatorPaymentMethodSchema,
  operatorWalletNumberSchema,
  operatorWithdrawalListSchema,
  walletLimitsSchema,
  type DepositStatus,
  type WalletLimits,
} from '../../../contracts/wallet.ts';
import { sandboxDecisionLogResponseSchema } from '../../../contracts/sandbox-gateway.ts';
import { getJson, http, postJson, request } from '../../lib/api.ts';

export type Queue = 'deposits' | 'withdrawals';

export const getDeposits = async (status: DepositStatus) => (await getJson(operatorDepositListSchema, 'operator/deposits', { status })).data;
export const getWithdrawals = async (status: DepositStatus) => (await getJson(operatorWithdrawalListSchema, 'operator/withdrawals', { status })).data;
export const approve = (queue: Queue, id: number) => postJson(operatorDecisionResponseSchema, `operator/${queue}/${id}/approve`);
export const reject = (queue: Queue, id: number, reason: string) => postJson(operatorDecisionResponseSchema, `operator/${queue}/${id}/reject`, { reason });

/** The receipt needs the bearer token, so an <img src> cannot load it: fetch it and show a blob URL. */
export async function getReceiptUrl(depositId: number): Promise<string> {
  const blob = await http(`operator/deposits/${depositId}/receipt`).blob();
  return URL.createObjectURL(blob);
}

const dataOf = <T extends z.ZodType>(s: T) => z.object({ data: s });
export const getSettings = async () => (await getJson(dataOf(operatorSettingsSchema), 'operator/settings')).data;
export const putSettings = async (changes: Partial<OperatorSettings>) =>
  (await request(dataOf(operatorSettingsSchema), 'operator/settings', { method: 'put', json: changes })).data;

export const getLimits = async () => (await getJson(dataOf(walletLimitsSchema), 'operator/wallet-limits')).data;
export const putLimits = async (limits: WalletLimits) =>
  (await request(dataOf(walletLimitsSchema), 'operator/wallet-limits', { method: 'put', json: limits })).data;

export const getMethods = async () => (await getJson(operatorListSchema(operatorPaymentMethodSchema), 'operator/payment-methods')).data;
export const getWalletNumbers = async () => (await getJson(operatorListSchema(operatorWalletNumberSchema), 'operator/wallet-numbers')).data;

const created = z.object({ data: z.object({ id: z.number() }).loose() });
/** Create (no id) or replace (id) one row of a settings list: payment-methods, wallet-numbers. */
export const saveRow = (list: 'payment-methods' | 'wallet-numbers', body: unknown, id?: number) =>
  request(created, id ? `operator/${list}/${id}` : `operator/${list}`, { method: id ? 'put' : 'post', json: body });

export const getOutbox = async () => (await getJson(outboxResponseSchema, 'operator/outbox')).data;
export const getSandboxDecisions = async () => (await getJson(sandboxDecisionLogResponseSchema, 'operator/sandbox-decisions')).data;
