// Password reset: a code to the account's phone or e-mail, then a new password.
// Public calls, declared once each (docs/decisions/0025, 0027); server/services/password-reset.ts
// does the work and keeps the forgot call's answer the same whether or not an account matched.
import { forgotPasswordRequestSchema, messageResponseSchema, resetPasswordRequestSchema } from '../../contracts/account.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import { clientAddress } from '../lib/client-address.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requestPasswordReset, resetPassword } from '../services/password-reset.ts';

const tags: ['password-reset'] = ['password-reset'];

const forgot = defineRoute({
  method: 'post',
  path: '/usr-forgot-password',
  access: 'public',
  tags,
  summary: 'Ask for a reset code by SMS or e-mail',
  request: { body: jsonBody(forgotPasswordRequestSchema) },
  responses: answers({ 200: messageResponseSchema }),
});
const reset = defineRoute({
  method: 'post',
  path: '/usr-reset-password',
  access: 'public',
  tags,
  summary: 'Set a new password with the reset code',
  request: { body: jsonBody(resetPasswordRequestSchema) },
  responses: answers({ 200: messageResponseSchema }),
});

export const passwordResetRoutes = createArea()
  .openapi(forgot, async (c) => {
    const body = c.req.valid('json');
    await requestPasswordReset(c.var.deps, body, clientAddress(c));
    return c.json({ message: M.otpSent.replace('{channel}', body.type) }, 200);
  })
  .openapi(reset, async (c) => {
    await resetPassword(c.var.deps, c.req.valid('json'));
    return c.json({ message: M.passwordResetDone }, 200);
  });
