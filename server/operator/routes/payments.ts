// The operator's payment set-up: payment methods, the agent wallet numbers behind them, and the deposit
// and withdrawal limits, over server/services/payment-methods.ts and limits.ts. Deleting only switches a
// method or number off: old requests keep their history.
import { z } from 'zod';
import { idSchema } from '../../../contracts/fields.ts';
import {
  operatorListSchema,
  operatorPaymentMethodInputSchema,
  operatorPaymentMethodSchema,
  operatorWalletNumberInputSchema,
  operatorWalletNumberSchema,
  walletLimitsSchema,
} from '../../../contracts/wallet.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import { requireOperator } from '../../middleware/auth.ts';
import { staffActorOf } from '../audit/record.ts';
import { getLimits, limitsToWire, setLimits } from '../../services/limits.ts';
import {
  createMethod,
  createWalletNumber,
  listAllMethods,
  listWalletNumbers,
  switchOffMethod,
  switchOffWalletNumber,
  updateMethod,
  updateWalletNumber,
} from '../../services/payment-methods.ts';
import { poishaFromTaka } from '../../lib/money.ts';

const tags: ['operator-payments'] = ['operator-payments'];
const byId = z.object({ id: idSchema() });
const one = <S extends z.ZodType>(item: S) => z.object({ data: item });

const listMethods = defineRoute({
  method: 'get',
  path: '/payment-methods',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: 'Every payment method, switched off ones too',
  responses: answers({ 200: operatorListSchema(operatorPaymentMethodSchema) }),
});
const addMethod = defineRoute({
  method: 'post',
  path: '/payment-methods',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Add a payment method',
  request: { body: jsonBody(operatorPaymentMethodInputSchema) },
  responses: answers({ 201: one(operatorPaymentMethodSchema) }),
});
const changeMethod = defineRoute({
  method: 'put',
  path: '/payment-methods/{id}',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Change a payment method',
  request: { params: byId, body: jsonBody(operatorPaymentMethodInputSchema) },
  responses: answers({ 200: one(operatorPaymentMethodSchema) }),
});
const dropMethod = defineRoute({
  method: 'delete',
  path: '/payment-methods/{id}',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Switch a payment method off',
  request: { params: byId },
  responses: answers({ 204: null }),
});
const listNumbers = defineRoute({
  method: 'get',
  path: '/wallet-numbers',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: 'Every agent wallet number',
  responses: answers({ 200: operatorListSchema(operatorWalletNumberSchema) }),
});
const addNumber = defineRoute({
  method: 'post',
  path: '/wallet-numbers',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Add an agent wallet number to a method',
  request: { body: jsonBody(operatorWalletNumberInputSchema) },
  responses: answers({ 201: one(operatorWalletNumberSchema) }),
});
const changeNumber = defineRoute({
  method: 'put',
  path: '/wallet-numbers/{id}',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Change an agent wallet number',
  request: { params: byId, body: jsonBody(operatorWalletNumberInputSchema) },
  responses: answers({ 200: one(operatorWalletNumberSchema) }),
});
const dropNumber = defineRoute({
  method: 'delete',
  path: '/wallet-numbers/{id}',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Switch an agent wallet number off',
  request: { params: byId },
  responses: answers({ 204: null }),
});
const getWalletLimits = defineRoute({
  method: 'get',
  path: '/wallet-limits',
  access: 'operator',
  permission: 'payments.read',
  tags,
  summary: 'The deposit and withdrawal limits in taka',
  responses: answers({ 200: one(walletLimitsSchema) }),
});
const putWalletLimits = defineRoute({
  method: 'put',
  path: '/wallet-limits',
  access: 'operator',
  permission: 'payments.configure',
  tags,
  summary: 'Change the deposit and withdrawal limits',
  request: { body: jsonBody(walletLimitsSchema) },
  responses: answers({ 200: one(walletLimitsSchema) }),
});

export const operatorPaymentRoutes = createArea()
  .openapi(listMethods, async (c) => {
    requireOperator(c);
    return c.json({ data: await listAllMethods(c.var.deps.database.db) }, 200);
  })
  .openapi(addMethod, async (c) => {
    return c.json({ data: await createMethod(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')) }, 201);
  })
  .openapi(changeMethod, async (c) => {
    return c.json({ data: await updateMethod(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(dropMethod, async (c) => {
    await switchOffMethod(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(listNumbers, async (c) => {
    requireOperator(c);
    return c.json({ data: await listWalletNumbers(c.var.deps.database.db) }, 200);
  })
  .openapi(addNumber, async (c) => {
    return c.json({ data: await createWalletNumber(c.var.deps.database.db, staffActorOf(c), c.req.valid('json')) }, 201);
  })
  .openapi(changeNumber, async (c) => {
    return c.json({ data: await updateWalletNumber(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id, c.req.valid('json')) }, 200);
  })
  .openapi(dropNumber, async (c) => {
    await switchOffWalletNumber(c.var.deps.database.db, staffActorOf(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(getWalletLimits, async (c) => {
    requireOperator(c);
    return c.json({ data: limitsToWire(await getLimits(c.var.deps.database.db)) }, 200);
  })
  .openapi(putWalletLimits, async (c) => {
    const actor = staffActorOf(c);
    const l = c.req.valid('json');
    const { db } = c.var.deps.database;
    await setLimits(db, actor, {
      depositMin: poishaFromTaka(l.deposit_min),
      depositMax: poishaFromTaka(l.deposit_max),
      withdrawMin: poishaFromTaka(l.withdraw_min),
      withdrawMax: poishaFromTaka(l.withdraw_max),
    });
    return c.json({ data: limitsToWire(await getLimits(db)) }, 200);
  });
