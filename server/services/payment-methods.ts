// Payment methods and the agent wallet numbers behind them: the lists players see, the number a
// deposit is paid to, and the operator's console. The only code that touches payment_methods and
// wallet_numbers, through the drizzle schema; answers in the shapes of contracts/wallet.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  operatorPaymentMethodInputSchema,
  operatorPaymentMethodSchema,
  operatorWalletNumberInputSchema,
  operatorWalletNumberSchema,
  PaymentMethod,
} from '../../contracts/wallet.ts';
import type { Db } from '../db/client.ts';
import { paymentMethods, walletNumbers } from '../db/schema/index.ts';
import { fail } from '../lib/errors.ts';
import { recordStaffAction, recordStaffEdit, type SignedStaffActor } from '../operator/audit/record.ts';

type MethodRow = typeof paymentMethods.$inferSelect;
type NumberRow = typeof walletNumbers.$inferSelect;
export type OperatorPaymentMethod = z.infer<typeof operatorPaymentMethodSchema>;
export type OperatorPaymentMethodInput = z.output<typeof operatorPaymentMethodInputSchema>;
export type OperatorWalletNumber = z.infer<typeof operatorWalletNumberSchema>;
export type OperatorWalletNumberInput = z.output<typeof operatorWalletNumberInputSchema>;

const toWire = (m: MethodRow): PaymentMethod => ({
  id: m.id,
  name: m.name,
  icon: m.icon,
  status: 'active',
  account_type: m.accountType as PaymentMethod['account_type'],
});
const toOperatorWire = (m: MethodRow): OperatorPaymentMethod => ({
  id: m.id,
  name: m.name,
  icon: m.icon,
  account_type: m.accountType as OperatorPaymentMethod['account_type'],
  status: m.status as OperatorPaymentMethod['status'],
  sort_order: m.sortOrder,
});
const numberToWire = (n: NumberRow): OperatorWalletNumber => ({
  id: n.id,
  payment_method_id: n.paymentMethodId,
  account_number: n.accountNumber,
  status: n.status as OperatorWalletNumber['status'],
});
const sameName = (name: string) => sql`lower(${paymentMethods.name}) = lower(${name})`;

/** The active methods, in the operator's order; only those of one name when `name` is given. */
export async function listActiveMethods(db: Db, name?: string): Promise<PaymentMethod[]> {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.status, 'active'), name === undefined ? undefined : sameName(name)))
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
  return rows.map(toWire);
}

/** An active method by id (the deposit and withdrawal forms name one), else 422. */
export async function requireActiveMethod(db: Db, id: number): Promise<MethodRow> {
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.status, 'active')));
  if (!m) throw fail(422, 'paymentMethodNotFound');
  return m;
}

/** A method by id whatever its status (a deposit keeps the name it was made with). */
export async function methodById(db: Db, id: number): Promise<MethodRow | undefined> {
  const [m] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return m;
}

/**
 * The agent number to pay a deposit to: the least recently handed out first, so deposits spread over
 * the numbers. Picking and stamping it is one statement, so two players at once get two numbers.
 */
export async function handOutWalletNumber(db: Db, q: { name: string; account_type: string }): Promise<{ id: number; account_number: string }> {
  const next = db
    .select({ id: walletNumbers.id })
    .from(walletNumbers)
    .innerJoin(paymentMethods, eq(paymentMethods.id, walletNumbers.paymentMethodId))
    .where(and(eq(walletNumbers.status, 'active'), eq(paymentMethods.status, 'active'), sameName(q.name), eq(paymentMethods.accountType, q.account_type)))
    .orderBy(sql`${walletNumbers.lastUsedAt} NULLS FIRST`, asc(walletNumbers.id))
    .limit(1);
  const [found] = await db
    .update(walletNumbers)
    .set({ lastUsedAt: sql`now()` })
    .where(inArray(walletNumbers.id, next))
    .returning({ id: walletNumbers.id, account_number: walletNumbers.accountNumber });
  if (!found) throw fail(404, 'noWalletNumber');
  return found;
}

/** The number get-wallet-number handed out must exist and belong to the method paid with. */
export async function requireWalletNumberOf(db: Db, id: number, paymentMethodId: number | null): Promise<void> {
  const [n] = await db
    .select({ id: walletNumbers.id })
    .from(walletNumbers)
    .where(and(eq(walletNumbers.id, id), paymentMethodId === null ? sql`false` : eq(walletNumbers.paymentMethodId, paymentMethodId)));
  if (!n) throw fail(422, 'walletNumberNotFound');
}

// ---- the operator's console

export async function listAllMethods(db: Db): Promise<OperatorPaymentMethod[]> {
  return (await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id))).map(toOperatorWire);
}

const methodColumns = (m: OperatorPaymentMethodInput) => ({
  name: m.name,
  icon: m.icon,
  accountType: m.account_type,
  status: m.status,
  sortOrder: m.sort_order,
});

export async function createMethod(db: Db, actor: SignedStaffActor, m: OperatorPaymentMethodInput): Promise<OperatorPaymentMethod> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(paymentMethods).values(methodColumns(m)).returning();
    const method = toOperatorWire(row!);
    await recordStaffAction(tx, actor, { action: 'payment_method.create', objectType: 'payment_method', objectId: method.id, after: method });
    return method;
  });
}

/** The method as it is, locked for the edit that follows, else 404. */
async function lockedMethod(tx: Db, id: number): Promise<MethodRow> {
  const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id)).for('update');
  if (!row) throw fail(404, 'notFound');
  return row;
}

export async function updateMethod(db: Db, actor: SignedStaffActor, id: number, m: OperatorPaymentMethodInput): Promise<OperatorPaymentMethod> {
  return db.transaction(async (tx) => {
    const was = toOperatorWire(await lockedMethod(tx, id));
    const [row] = await tx.update(paymentMethods).set(methodColumns(m)).where(eq(paymentMethods.id, id)).returning();
    const now = toOperatorWire(row!);
    await recordStaffEdit(tx, actor, { action: 'payment_method.update', objectType: 'payment_method', objectId: id, was, now });
    return now;
  });
}

/** Old requests keep their history; the method is only switched off. */
export async function switchOffMethod(db: Db, actor: SignedStaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const was = await lockedMethod(tx, id);
    await tx.update(paymentMethods).set({ status: 'inactive' }).where(eq(paymentMethods.id, id));
    const entry = { action: 'payment_method.switch_off', objectType: 'payment_method', objectId: id };
    await recordStaffEdit(tx, actor, { ...entry, was: { status: was.status }, now: { status: 'inactive' } });
  });
}

export async function listWalletNumbers(db: Db): Promise<OperatorWalletNumber[]> {
  return (await db.select().from(walletNumbers).orderBy(asc(walletNumbers.id))).map(numberToWire);
}

/** A wallet number's method must exist (inactive is fine: numbers are set up before a method goes live). */
async function requireMethodExists(db: Db, id: number): Promise<void> {
  if (!(await methodById(db, id))) throw fail(422, 'paymentMethodNotFound');
}

const numberColumns = (n: OperatorWalletNumberInput) => ({ paymentMethodId: n.payment_method_id, accountNumber: n.account_number, status: n.status });

/** The number as it is, locked for the edit that follows, else 404. */
async function lockedNumber(tx: Db, id: number): Promise<NumberRow> {
  const [row] = await tx.select().from(walletNumbers).where(eq(walletNumbers.id, id)).for('update');
  if (!row) throw fail(404, 'notFound');
  return row;
}

export async function createWalletNumber(db: Db, actor: SignedStaffActor, n: OperatorWalletNumberInput): Promise<OperatorWalletNumber> {
  return db.transaction(async (tx) => {
    await requireMethodExists(tx, n.payment_method_id);
    const [row] = await tx.insert(walletNumbers).values(numberColumns(n)).returning();
    const number = numberToWire(row!);
    await recordStaffAction(tx, actor, { action: 'wallet_number.create', objectType: 'wallet_number', objectId: number.id, after: number });
    return number;
  });
}

export async function updateWalletNumber(db: Db, actor: SignedStaffActor, id: number, n: OperatorWalletNumberInput): Promise<OperatorWalletNumber> {
  return db.transaction(async (tx) => {
    await requireMethodExists(tx, n.payment_method_id);
    const was = numberToWire(await lockedNumber(tx, id));
    const [row] = await tx.update(walletNumbers).set(numberColumns(n)).where(eq(walletNumbers.id, id)).returning();
    const now = numberToWire(row!);
    await recordStaffEdit(tx, actor, { action: 'wallet_number.update', objectType: 'wallet_number', objectId: id, was, now });
    return now;
  });
}

export async function switchOffWalletNumber(db: Db, actor: SignedStaffActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const was = await lockedNumber(tx, id);
    await tx.update(walletNumbers).set({ status: 'inactive' }).where(eq(walletNumbers.id, id));
    const entry = { action: 'wallet_number.switch_off', objectType: 'wallet_number', objectId: id };
    await recordStaffEdit(tx, actor, { ...entry, was: { status: was.status }, now: { status: 'inactive' } });
  });
}
