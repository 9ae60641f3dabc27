// The account area: sign-up, log-in, log-out, balance, the player's profile,
// birthday and password. Each call declared once (docs/decisions/0025, 0027); the service
// (server/services/account.ts) is the only code that touches the tables.
import {
  balanceResponseSchema,
  changePasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  profileUpdateRequestSchema,
  profileUpdateResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  userShowQuerySchema,
  userShowResponseSchema,
} from '../../contracts/account.ts';
import { CHALLENGE_HEADER } from '../../contracts/challenge.ts';
import { staffUseConsoleBodySchema } from '../../contracts/common.ts';
import { accountMessages as M } from '../../contracts/messages/account.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';
import { clientAddress } from '../lib/client-address.ts';
import { answers, createArea, defineRoute, jsonBody } from '../lib/route.ts';
import { requireOwnRemoteId, requirePlayer, requireUser } from '../middleware/auth.ts';
import { polledBalanceOf, changePassword, logIn, logOut, setBirthday, showUser, signUp, type Caller } from '../services/account.ts';

const tags: ['account'] = ['account'];

/** The caller as the abuse limits see it. */
const callerOf = (c: Context<AppEnv>): Caller => ({
  address: clientAddress(c),
  solution: c.req.header(CHALLENGE_HEADER),
  userAgent: c.req.header('user-agent'),
});

const createPlayers = defineRoute({
  method: 'post',
  path: '/v1/create-players',
  access: 'public',
  tags,
  summary: 'Sign up as a player',
  request: { body: jsonBody(signupRequestSchema) },
  responses: answers({ 201: signupResponseSchema }),
});
const login = defineRoute({
  method: 'post',
  path: '/login',
  access: 'public',
  refusalCodes: { 401: ['invalidCredentials'], 403: ['passwordResetRequired', 'staffUseConsole'] },
  tags,
  summary: "Log in: a bearer token for this API and the exchange API (a staff account is given the console's second step instead)",
  request: { body: jsonBody(loginRequestSchema) },
  responses: answers({ 200: loginResponseSchema, 403: staffUseConsoleBodySchema }),
});
const logout = defineRoute({
  method: 'post',
  path: '/logout',
  access: 'signed-in',
  tags,
  summary: 'End this session',
  responses: answers({ 200: messageResponseSchema }),
});
const balance = defineRoute({
  method: 'post',
  path: '/balance',
  access: 'player',
  tags,
  summary: "The player's balance in taka",
  responses: answers({ 200: balanceResponseSchema }),
});
const userShow = defineRoute({
  method: 'get',
  path: '/user/show',
  access: 'player',
  tags,
  summary: "The player's own account",
  request: { query: userShowQuerySchema },
  responses: answers({ 200: userShowResponseSchema }),
});
const profileUpdate = defineRoute({
  method: 'post',
  path: '/user/profile/update',
  access: 'player',
  tags,
  summary: 'Set the birthday (once)',
  request: { body: jsonBody(profileUpdateRequestSchema) },
  responses: answers({ 200: profileUpdateResponseSchema }),
});
const userPassword = defineRoute({
  method: 'post',
  path: '/user-pwd',
  access: 'player',
  tags,
  summary: 'Change the password; every other session ends',
  request: { body: jsonBody(changePasswordRequestSchema) },
  responses: answers({ 200: messageResponseSchema }),
});

export const accountRoutes = createArea()
  .openapi(createPlayers, async (c) => {
    const id = await signUp(c.var.deps, c.req.valid('json'), callerOf(c));
    return c.json({ message: M.registered, remote_id: String(id) }, 201);
  })
  .openapi(login, async (c) => {
    const session = await logIn(c.var.deps, c.req.valid('json'), callerOf(c));
    return c.json({ ...session, message: M.loginSuccessful }, 200);
  })
  .openapi(logout, async (c) => {
    await logOut(c.var.deps.database.db, requireUser(c));
    return c.json({ message: M.loggedOut }, 200);
  })
  .openapi(balance, async (c) => {
    const user = requirePlayer(c);
    return c.json({ balance: await polledBalanceOf(c.var.deps.database, user.id) }, 200);
  })
  .openapi(userShow, async (c) => {
    const user = requirePlayer(c);
    requireOwnRemoteId(user, c.req.valid('query').remote_id);
    return c.json(await showUser(c.var.deps.database.db, user.id), 200);
  })
  .openapi(profileUpdate, async (c) => {
    const user = requirePlayer(c);
    const { remote_id, dofb } = c.req.valid('json');
    requireOwnRemoteId(user, remote_id);
    return c.json({ dofb: await setBirthday(c.var.deps.database.db, user.id, dofb, c.var.deps.now()), message: M.profileUpdated }, 200);
  })
  .openapi(userPassword, async (c) => {
    await changePassword(c.var.deps, requirePlayer(c), c.req.valid('json'));
    return c.json({ message: M.passwordChanged }, 200);
  });
