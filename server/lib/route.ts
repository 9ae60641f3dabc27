// One way to declare a route (docs/decisions/0025-route-shape.md): every call is declared once, in its
// area's file, with its access, its request contracts (params, query, body) and its answers per status,
// all from contracts/. The declaration drives three things at once:
//  - the guard, which runs before any validator, so access is always checked first: 401, then 403, then 4xx;
//  - validation of the input (a zod failure is a 422 with the spec's `errors` map, never a 500);
//  - the API description at /api/openapi.json, and the suites that iterate over every declared route.
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { errorBodySchema } from '../../contracts/common.ts';
import type { AppEnv } from '../context.ts';
import { anyone, gameSessionOnly, gatewaySigned, operatorOnly, playerOnly, providerSigned, signedIn, type Access } from '../middleware/auth.ts';
import { fieldErrors } from './errors.ts';
import { toFieldErrors } from './validate.ts';

export type { Access };

/**
 * The one guard per access (server/middleware/auth.ts): `public` anyone (a token, when sent, still names
 * the caller), `signed-in` any account, `player` / `operator` that role only, `provider` a game
 * provider's signed call, `game-session` a house game screen's live game session, `gateway` the payment
 * gateway's signed server-to-server notification.
 */
const GUARDS: Record<Access, MiddlewareHandler<AppEnv>> = {
  public: anyone, 'signed-in': signedIn, player: playerOnly, operator: operatorOnly,
  provider: providerSigned, 'game-session': gameSessionOnly, gateway: gatewaySigned,
};

/** The refusals a route of each access can give besides its own: documented with the error body. */
const REFUSALS: Record<Access, number[]> = {
  public: [400, 413, 422, 429],
  'signed-in': [400, 401, 413, 422, 429],
  player: [400, 401, 403, 413, 422, 429],
  operator: [400, 401, 403, 413, 422, 429],
  provider: [400, 401, 413, 422, 429],
  'game-session': [400, 401, 403, 413, 422, 429],
  gateway: [400, 401, 413, 422],
};

type Json = z.ZodType;

/** A JSON request body for `request.body`. */
export const jsonBody = <S extends Json>(schema: S, description = 'JSON body') =>
  ({ content: { 'application/json': { schema } }, required: true as const, description });

/** The answers of a route: status to contract. Error statuses get the one error body. */
export function answers<A extends Record<number, Json>>(byStatus: A) {
  const out: Record<number, { description: string; content: { 'application/json': { schema: Json } } }> = {};
  for (const [status, schema] of Object.entries(byStatus)) {
    out[Number(status)] = { description: Number(status) < 400 ? 'Answer' : 'Refusal', content: { 'application/json': { schema } } };
  }
  return out as { [K in keyof A]: { description: string; content: { 'application/json': { schema: A[K] } } } };
}

type Declared = Omit<RouteConfig, 'middleware' | 'path'> & {
  path: string; access: Access; tags: [string, ...string[]];
  /** Checks that run after the access guard and before any input is read (a channel switched off: 404). */
  before?: MiddlewareHandler<AppEnv>[];
};

/**
 * Declares a route. `access` and one area tag are required, so a route cannot be declared without
 * saying who may call it; the guard is put ahead of the validators here and nowhere else.
 */
export function defineRoute<const R extends Declared>(route: R) {
  const refusals: RouteConfig['responses'] = {};
  for (const status of REFUSALS[route.access]) {
    refusals[status] = { description: 'Refusal', content: { 'application/json': { schema: errorBodySchema } } };
  }
  const { before = [], ...declared } = route;
  return createRoute({
    ...declared,
    responses: { ...refusals, ...route.responses } as R['responses'],
    middleware: [GUARDS[route.access], ...before] as const,
    'x-access': route.access,
  });
}

/** Validation failures become the spec's 422 field-error body (thrown, so app.onError shapes it). */
const defaultHook = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw fieldErrors(toFieldErrors(result.error as z.ZodError));
};

/** A new area router. Areas are mounted by server/app.ts with `.route()`. */
export const createArea = () => new OpenAPIHono<AppEnv>({ defaultHook });

/** The access a declared route was given (for the suites that walk every route). */
export function accessOf(route: unknown): Access | undefined {
  return (route as { 'x-access'?: Access })['x-access'];
}
