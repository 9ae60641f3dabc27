// One way to declare a route (docs/decisions/0025-route-shape.md): every call is declared once, in its
// area's file, with its access, its request contracts (params, query, body) and its answers per status,
// all from contracts/. The declaration drives three things at once:
//  - the guard, which runs before any validator, so access is always checked first: 401, then 403, then 4xx;
//  - validation of the input (a zod failure is a 422 with the wire's `errors` map, never a 500);
//  - the API description at /api/openapi.json, and the suites that iterate over every declared route.
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { errorBodySchema } from '../../contracts/common.ts';
import type { MessageKey } from '../../contracts/messages/index.ts';
import type { AppEnv } from '../context.ts';
import { anyone, gameSessionOnly, gatewaySigned, operatorOnly, playerOnly, providerSigned, signedIn, type Access } from '../middleware/auth.ts';
import { fail, fieldErrors } from './errors.ts';
import { toFieldErrors } from './validate.ts';

export type { Access };

/**
 * The one guard per access (server/middleware/auth.ts): `public` anyone (a token, when sent, still names
 * the caller), `signed-in` any account, `player` / `operator` that role only, `provider` a game
 * provider's signed call, `game-session` a house game screen's live game session, `gateway` the payment
 * gateway's signed server-to-server notification.
 */
const GUARDS: Record<Access, MiddlewareHandler<AppEnv>> = {
  public: anyone,
  'signed-in': signedIn,
  player: playerOnly,
  operator: operatorOnly,
  provider: providerSigned,
  'game-session': gameSessionOnly,
  gateway: gatewaySigned,
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
export const jsonBody = <S extends Json>(schema: S, description = 'JSON body') => ({
  content: { 'application/json': { schema } },
  required: true as const,
  description,
});

/** The contract behind each body that `selfReadBody` describes, for the suites (see declared-routes.ts). */
const bodyContracts = new WeakMap<object, z.ZodType>();
export const bodyContractOf = (described: unknown): z.ZodType | undefined =>
  described && typeof described === 'object' ? bodyContracts.get(described) : undefined;

/**
 * A body the handler reads itself with server/lib/body.ts (JSON, or multipart with file parts: the
 * deposit's receipt), then parses with its contract. Described in the API document from the contract,
 * but not validated by the route (the safe reader turns every malformed body into a 400 first).
 */
export function selfReadBody(schema: z.ZodType, files: Record<string, string> = {}, description = 'JSON, or a multipart form with its files') {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  const properties = {
    ...(json.properties as object),
    ...Object.fromEntries(Object.entries(files).map(([name, about]) => [name, { type: 'string', format: 'binary', description: about }])),
  };
  const form: Record<string, unknown> = { ...json, properties };
  delete form.$schema;
  delete json.$schema;
  bodyContracts.set(json, schema);
  bodyContracts.set(form, schema);
  return { description, required: true as const, content: { 'application/json': { schema: json }, 'multipart/form-data': { schema: form } } };
}

/** The answers of a route: status to contract (`null`: an answer with no body, such as 204). */
export function answers<A extends Record<number, Json | null>>(byStatus: A) {
  const out: Record<number, { description: string; content?: { 'application/json': { schema: Json } } }> = {};
  for (const [status, schema] of Object.entries(byStatus)) {
    const description = Number(status) < 400 ? (schema ? 'Answer' : 'Answer without a body') : 'Refusal';
    out[Number(status)] = schema ? { description, content: { 'application/json': { schema } } } : { description };
  }
  return out as { [K in keyof A]: A[K] extends Json ? { description: string; content: { 'application/json': { schema: A[K] } } } : { description: string } };
}

/** An answer that is not JSON (an image, a page, a script): its media types, described in words. */
export const rawAnswer = (description: string, ...mediaTypes: string[]) => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: { type: 'string' as const, format: 'binary' } }])),
});

type Declared = Omit<RouteConfig, 'middleware' | 'path'> & {
  path: string;
  access: Access;
  tags: [string, ...string[]];
  /** Checks that run after the access guard and before any input is read (e.g. "this channel is off": 404). */
  before?: MiddlewareHandler<AppEnv>[];
  /**
   * The refusal when a path parameter fails its contract: a value no row can have (a NUL byte, an id
   * past bigint) names nothing, so it answers 404 with this message, like a well-formed id that
   * matches no row. Defaults to 'notFound' on a route with path parameters.
   */
  notFound?: MessageKey;
};

/** Path parameters through their contract, after the guard: a failure is the route's 404. */
const pathNamesSomething =
  (params: z.ZodType, notFound: MessageKey): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!params.safeParse(c.req.param()).success) throw fail(404, notFound);
    await next();
  };

/**
 * Declares a route. `access` and one area tag are required, so a route cannot be declared without
 * saying who may call it; the guard is put ahead of the validators here and nowhere else.
 */
export function defineRoute<const R extends Declared>(declared: R) {
  // `access` goes into the document as the extension x-access (OpenAPI allows only x- names there).
  const { before = [], notFound = 'notFound', access, ...route } = declared;
  const refusals: RouteConfig['responses'] = {};
  const params = route.request?.params as z.ZodType | undefined;
  for (const status of [...REFUSALS[access], ...(params ? [404] : [])]) {
    refusals[status] = { description: 'Refusal', content: { 'application/json': { schema: errorBodySchema } } };
  }
  return createRoute({
    // Typed as declared; `access`, `before` and `notFound` are not part of the OpenAPI operation.
    ...(route as unknown as R),
    responses: { ...refusals, ...route.responses } as R['responses'],
    // The guard first, then the route's own preconditions, then the path check; the validators follow.
    middleware: [GUARDS[access], ...before, ...(params ? [pathNamesSomething(params, notFound)] : [])] as const,
    'x-access': access,
  });
}

/**
 * Hands back a Response built elsewhere (the exchange feed's pre-encoded answers with their ETag,
 * 304 and compression) as the declared answer. The tests still parse it with the declared contract.
 */
export const preEncoded = (res: Response) => res as never;

/** Validation failures become the wire's 422 field-error body (thrown, so app.onError shapes it). */
const defaultHook = (result: { success: boolean; error?: unknown }) => {
  if (!result.success) throw fieldErrors(toFieldErrors(result.error as z.ZodError));
};

/** A new area router. Areas are mounted by server/app.ts with `.route()`. */
export const createArea = () => new OpenAPIHono<AppEnv>({ defaultHook });

/** The access a declared route was given (for the suites that walk every route). */
export function accessOf(route: unknown): Access | undefined {
  return (route as { 'x-access'?: Access })['x-access'];
}
