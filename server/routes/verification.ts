// Verification: the main phone and e-mail, and up to two extra phones, each by a
// six-digit code. Declared once each (docs/decisions/0025, 0027); server/services/verification.ts
// does the work.
import {
  addNumberRequestSchema,
  messageResponseSchema,
  otherPhonesResponseSchema,
  sendVerificationCodeRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requirePlayer } from '../middleware/auth.ts';
import {
  addExtraPhone,
  listExtraPhones,
  sendExtraPhoneCode,
  sendVerificationCode,
  verifyEmail,
  verifyExtraPhone,
  verifyMainPhone,
} from '../services/verification.ts';

const tags: ['verification'] = ['verification'];
const done = answers({ 200: messageResponseSchema });

const otherPhones = defineRoute({
  method: 'get',
  path: '/get/other/phone',
  access: 'player',
  tags,
  summary: "The player's extra phones and whether each is verified",
  responses: answers({ 200: otherPhonesResponseSchema }),
});
const addNumber = defineRoute({
  method: 'post',
  path: '/add/number',
  access: 'player',
  tags,
  summary: 'Add an extra phone (at most two)',
  request: { body: jsonBody(addNumberRequestSchema) },
  responses: done,
});
const addSendCode = defineRoute({
  method: 'post',
  path: '/add/send-verification-code',
  access: 'player',
  tags,
  summary: 'Send a code to an extra phone',
  request: { body: jsonBody(addNumberRequestSchema) },
  responses: done,
});
const addVerify = defineRoute({
  method: 'post',
  path: '/add/verify-phone-number',
  access: 'player',
  tags,
  summary: 'Verify an extra phone with its code',
  request: { body: jsonBody(verifyPhoneRequestSchema) },
  responses: done,
});
const sendCode = defineRoute({
  method: 'post',
  path: '/send-verification-code',
  access: 'player',
  tags,
  summary: "Send a code to the account's phone or e-mail",
  request: { body: jsonBody(sendVerificationCodeRequestSchema) },
  responses: done,
});
const verifyPhone = defineRoute({
  method: 'post',
  path: '/verify-phone-number',
  access: 'player',
  tags,
  summary: 'Verify the main phone with its code',
  request: { body: jsonBody(verifyPhoneRequestSchema) },
  responses: done,
});
const verifyMail = defineRoute({
  method: 'post',
  path: '/verify-email',
  access: 'player',
  tags,
  summary: 'Verify the e-mail address with its code',
  request: { body: jsonBody(verifyEmailRequestSchema) },
  responses: done,
});

export const verificationRoutes = createArea()
  .openapi(otherPhones, async (c) => c.json({ data: await listExtraPhones(c.var.deps.database.db, requirePlayer(c).id) }, 200))
  .openapi(addNumber, async (c) => {
    await addExtraPhone(c.var.deps.database.db, requirePlayer(c).id, c.req.valid('json').phone, c.var.deps.now());
    return c.json({ message: M.phoneAdded }, 200);
  })
  .openapi(addSendCode, async (c) => {
    await sendExtraPhoneCode(c.var.deps, requirePlayer(c).id, c.req.valid('json').phone);
    return c.json({ message: M.codeSent }, 200);
  })
  .openapi(addVerify, async (c) => {
    await verifyExtraPhone(c.var.deps, requirePlayer(c).id, c.req.valid('json').verification_code);
    return c.json({ message: M.phoneVerified }, 200);
  })
  .openapi(sendCode, async (c) => {
    await sendVerificationCode(c.var.deps, requirePlayer(c).id, c.req.valid('json'));
    return c.json({ message: M.codeSent }, 200);
  })
  .openapi(verifyPhone, async (c) => {
    await verifyMainPhone(c.var.deps, requirePlayer(c).id, c.req.valid('json').verification_code);
    return c.json({ message: M.phoneVerified }, 200);
  })
  .openapi(verifyMail, async (c) => {
    await verifyEmail(c.var.deps, requirePlayer(c).id, c.req.valid('json').code);
    return c.json({ message: M.emailVerified }, 200);
  });
