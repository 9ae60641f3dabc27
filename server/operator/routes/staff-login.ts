// The console's log-in (docs/decisions/0226): password, then an authenticator code, then (a new member's
// first log-in, docs/decisions/0302) a password of their own. Public, as the player's log-in is: the
// password step runs under the same log-in limits, and no step gives a session until the second factor is
// right and the password is the member's own. Mounted by server/operator/router.ts at /operator/login.
import type { Context } from 'hono';
import { CHALLENGE_HEADER } from '../../../contracts/challenge.ts';
import {
  staffEnrolRequestSchema,
  staffEnrolResponseSchema,
  staffLoginRequestSchema,
  staffLoginResponseSchema,
  staffNewPasswordRequestSchema,
  staffSessionResponseSchema,
  staffVerifyRequestSchema,
  staffVerifyResponseSchema,
} from '../../../contracts/staff.ts';
import type { AppEnv } from '../../context.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { answers, createArea, defineRoute, jsonBody } from '../../lib/route.ts';
import type { Caller } from '../../services/account.ts';
import { replaceFirstPassword } from '../staff/first-password.ts';
import { beginStaffLogin, enrolStaff, finishStaffLogin } from '../staff/login.ts';

const tags: ['operator-staff'] = ['operator-staff'];

const callerOf = (c: Context<AppEnv>): Caller => ({
  address: clientAddress(c),
  solution: c.req.header(CHALLENGE_HEADER),
  userAgent: c.req.header('user-agent'),
});

const login = defineRoute({
  method: 'post',
  path: '/login',
  access: 'public',
  tags,
  summary: 'Staff log-in, first step: the password gives a challenge for the second factor',
  request: { body: jsonBody(staffLoginRequestSchema) },
  refusalCodes: { 401: ['invalidCredentials'] },
  responses: answers({ 200: staffLoginResponseSchema }),
});
const enrol = defineRoute({
  method: 'post',
  path: '/login/enrol',
  access: 'public',
  tags,
  summary: 'Sets up the authenticator app of a staff member who has none yet: a new TOTP secret and its QR address',
  request: { body: jsonBody(staffEnrolRequestSchema) },
  refusalCodes: { 401: ['staffChallengeExpired'], 409: ['staffAlreadyEnrolled'] },
  responses: answers({ 200: staffEnrolResponseSchema }),
});
const verify = defineRoute({
  method: 'post',
  path: '/login/verify',
  access: 'public',
  tags,
  summary: 'Staff log-in, second step: a TOTP code or a recovery code gives the session (and, at enrolment, the recovery codes)',
  request: { body: jsonBody(staffVerifyRequestSchema) },
  refusalCodes: { 401: ['staffChallengeExpired'], 422: ['totpCodeWrong', 'totpCodeUsed', 'recoveryCodeWrong', 'staffEnrolFirst'], 429: ['totpLocked'] },
  responses: answers({ 200: staffVerifyResponseSchema }),
});

const firstPassword = defineRoute({
  method: 'post',
  path: '/login/password',
  access: 'public',
  tags,
  summary: "Staff log-in, a new member's last step: a password of their own replaces the one-off they were given, and gives the session",
  request: { body: jsonBody(staffNewPasswordRequestSchema) },
  refusalCodes: { 401: ['staffChallengeExpired'], 422: ['staffPasswordUnchanged'] },
  responses: answers({ 200: staffSessionResponseSchema }),
});

export const staffLoginRoutes = createArea()
  .openapi(login, async (c) => c.json(await beginStaffLogin(c.var.deps, c.req.valid('json'), callerOf(c)), 200))
  .openapi(enrol, async (c) => c.json(await enrolStaff(c.var.deps, c.req.valid('json').challenge), 200))
  .openapi(verify, async (c) => c.json(await finishStaffLogin(c.var.deps, c.req.valid('json'), callerOf(c)), 200))
  .openapi(firstPassword, async (c) => c.json(await replaceFirstPassword(c.var.deps, c.req.valid('json'), callerOf(c)), 200));
