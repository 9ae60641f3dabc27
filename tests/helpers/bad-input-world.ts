// One app with the rows the bad-input tables aim at: a depositor with no pending deposit, a funded
// withdrawer with no pending withdrawal, a pending deposit and a pending withdrawal to reject, and
// the ids of a payment method, a promotion and agent wallet numbers of two different methods.
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { one } from '../../server/db/sql.ts';
import { loginOperator, type TestPlayer } from './players.ts';
import type { TestApp } from './test-app.ts';
import { depositBody, firstMethodId, fund, idem, verifiedPlayer } from '../pg/wallet-kit.ts';

export interface BadInputWorld {
  op: string;
  depositor: TestPlayer;
  withdrawer: TestPlayer;
  methodId: number;
  otherMethodId: number;
  /** An agent number of `methodId` and one of `otherMethodId`. */
  walletNumberId: number;
  otherWalletNumberId: number;
  promotionId: number;
  pendingDepositId: number;
  pendingWithdrawalId: number;
}

async function walletNumberOf(t: TestApp, methodId: number): Promise<number> {
  const row = await one<{ id: string }>(
    t.deps.database.db,
    sql`
    SELECT id FROM wallet_numbers WHERE payment_method_id = ${methodId} AND status = 'active' ORDER BY id LIMIT 1`,
  );
  return Number(row!.id);
}

export async function buildBadInputWorld(t: TestApp): Promise<BadInputWorld> {
  const op = await loginOperator(t);
  const methodId = await firstMethodId(t);
  const other = await one<{ id: string }>(
    t.deps.database.db,
    sql`
    SELECT m.id FROM payment_methods m WHERE m.id <> ${methodId} AND m.status = 'active'
      AND EXISTS (SELECT 1 FROM wallet_numbers n WHERE n.payment_method_id = m.id AND n.status = 'active') ORDER BY m.id LIMIT 1`,
  );
  const otherMethodId = Number(other!.id);
  const promotionId = (await t.call('GET', '/api/promotion')).body.data[0].id as number;

  const depositor = await verifiedPlayer(t);
  const withdrawer = await verifiedPlayer(t, { birthday: true });
  await fund(t, op, withdrawer, 2000);

  const asker = await verifiedPlayer(t);
  const deposit = await t.call('POST', '/api/submit-deposit', { token: asker.token, headers: idem(), body: depositBody(asker, methodId, 500) });
  expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);

  const payee = await verifiedPlayer(t, { birthday: true });
  await fund(t, op, payee, 1000);
  const withdrawal = await t.call('POST', '/api/submit-withdraw', {
    token: payee.token,
    headers: idem(),
    body: { account_number: payee.phone, amount: 500, payment_id: methodId },
  });
  expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);

  return {
    op,
    depositor,
    withdrawer,
    methodId,
    otherMethodId,
    promotionId,
    walletNumberId: await walletNumberOf(t, methodId),
    otherWalletNumberId: await walletNumberOf(t, otherMethodId),
    pendingDepositId: deposit.body.data.id,
    pendingWithdrawalId: withdrawal.body.data.id,
  };
}

/** A valid operator promotion body, to spoil one field at a time. */
export const promotionBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Weekend reload',
  desc: 'Ten percent on every deposit.',
  thumbnail: '',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  status: 'display',
  deposit_bouns: 10,
  turnover: 5,
  category: 99,
  ...extra,
});

/** A valid operator payment-method body. */
export const methodBody = (extra: Record<string, unknown> = {}) => ({
  name: 'Test Pay',
  icon: '',
  account_type: 'Send Money',
  status: 'inactive',
  sort_order: 5,
  ...extra,
});

/** A multipart body by hand, so it can be broken on purpose. */
export function multipart(boundary: string, fields: Record<string, string>, close = true): string {
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  return parts.join('') + (close ? `--${boundary}--\r\n` : '');
}
