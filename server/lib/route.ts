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
import { EXACTLY_ONE_OF } from '../../contracts/fields.ts';
import type { MessageKey } from '../../contracts/messages/index.ts';
import type { AppEnv } from '../context.ts';
import type { Permission } from '../../contracts/staff.ts';
import { anyone, gameSessionOnly, gatewaySigned, operatorOnly, playerOnly, providerSigned, signedIn, staffMay, type Access } from '../middleware/auth.ts';
import { fail, fieldErrors } from './errors.ts';
import { IDEMPOTENCY_HEADER } from '../../contracts/wallet.ts';
import { SECURITY_BY_ACCESS } from './security-schemes.ts';
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

/** The error codes each refusal of an access can carry, written into the answer's description. */
const REFUSAL_CODES: Record<number, MessageKey[]> = {
  400: ['bodyUnreadable'],
  401: ['unauthenticated'],
  403: ['forbidden'],
  404: ['notFound'],
  413: ['requestTooLarge'],
  422: ['invalidInput'],
  429: ['tooManyRequests'],
};
const ACCESS_CODES: Partial<Record<Access, Record<number, MessageKey[]>>> = {
  provider: { 401: ['providerSignatureInvalid', 'providerTimestampStale', 'providerUnknown'] },
  'game-session': { 401: ['gameSessionInvalid'] },
};
/** A money call's Idempotency-Key: what it adds to the refusals. */
const IDEMPOTENCY_CODES: Record<number, MessageKey[]> = {
  400: ['idempotencyKeyRequired'],
  409: ['idempotencyInProgress'],
  422: ['idempotencyKeyReused'],
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

/**
 * An operator route names the one permission it needs (contracts/staff.ts, docs/decisions/0225): the
 * staff role of the caller must hold it (403 otherwise), checked right after the operator guard. No other
 * access takes one.
 */
type StaffAccess = Extract<Access, 'operator'>;
type Permitted = { access: StaffAccess; permission: Permission } | { access: Exclude<Access, StaffAccess>; permission?: never };

type Declared = Omit<RouteConfig, 'middleware' | 'path'> &
  Permitted & {
    path: string;
    tags: [string, ...string[]];
    /** Checks that run after the access guard and before any input is read (e.g. "this channel is off": 404). */
    before?: MiddlewareHandler<AppEnv>[];
    /**
     * The refusal when a path parameter fails its contract: a value no row can have (a NUL byte, an id
     * past bigint) names nothing, so it answers 404 with this message, like a well-formed id that
     * matches no row. Defaults to 'notFound' on a route with path parameters.
     */
    notFound?: MessageKey;
    /**
     * A money call's Idempotency-Key header: `required` (400 idempotencyKeyRequired without it) or
     * `optional` (honoured when sent). Declared in the document as a header parameter.
     */
    idempotency?: 'required' | 'optional';
    /** Error codes the route's own refusals carry, by status (a status listed here is declared). */
    refusalCodes?: Partial<Record<number, MessageKey[]>>;
  };

/** `post /exchange/cash-out/{id}` → `postExchangeCashOutById`: unique, and stable while the path is. */
export const operationIdOf = (method: string, path: string) =>
  method.toLowerCase() +
  path
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^\{(\w+)\}$/.exec(part);
      const word = param ? `by-${param[1]}` : part;
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('');
    })
    .join('');

const idempotencyParameter = (required: boolean) => ({
  in: 'header' as const,
  name: IDEMPOTENCY_HEADER,
  required,
  description: required
    ? 'Required: a fresh key per money call (1-200 characters); the same key again replays the first answer.'
    : 'Optional: when sent, the same key again replays the first answer.',
  schema: { type: 'string' as const, minLength: 1, maxLength: 200, pattern: '\\S' },
  example: '5b7f3c2e-8a61-4d0e-9f4b-2c1d8e7a6b90',
});

/**
 * The query parameters of which the query's contract takes exactly one (contracts/fields.ts,
 * exactlyOneParameterOf): OpenAPI gives each parameter its own schema, so the relation is stated on the
 * operation, as the extension and as a sentence of its description.
 */
function oneOfParameters(query: unknown, description: string | undefined) {
  const names = (query as z.ZodType | undefined)?.meta()?.[EXACTLY_ONE_OF] as string[] | undefined;
  if (!names) return {};
  const sentence = `Send exactly one of the query parameters ${names.slice(0, -1).join(', ')} and ${names.at(-1)}.`;
  return { [EXACTLY_ONE_OF]: names, description: description ? `${description} ${sentence}` : sentence };
}

/** A refusal's description: the error codes it carries. */
const refusalDescription = (codes: MessageKey[] | undefined) => (codes?.length ? `Refusal: ${[...new Set(codes)].join(', ')}` : 'Refusal');

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
  const { before = [], notFound = 'notFound', access, permission, idempotency, refusalCodes = {}, ...route } = declared;
  const params = route.request?.params as z.ZodType | undefined;
  const codes: Record<number, MessageKey[]> = {};
  const add = (byStatus: Partial<Record<number, MessageKey[]>>) => {
    for (const [status, list] of Object.entries(byStatus)) codes[Number(status)] = [...(codes[Number(status)] ?? []), ...(list ?? [])];
  };
  for (const status of [...REFUSALS[access], ...(params ? [404] : [])]) add({ [status]: ACCESS_CODES[access]?.[status] ?? REFUSAL_CODES[status] ?? [] });
  if (idempotency) add(idempotency === 'required' ? IDEMPOTENCY_CODES : { 409: IDEMPOTENCY_CODES[409]!, 422: IDEMPOTENCY_CODES[422]! });
  add(refusalCodes);
  if (params && notFound !== 'notFound') add({ 404: [notFound] });
  const responses: Record<string, unknown> = {};
  for (const [status, list] of Object.entries(codes)) {
    responses[status] = { description: refusalDescription(list), content: { 'application/json': { schema: errorBodySchema } } };
  }
  for (const [status, answer] of Object.entries(route.responses)) {
    const own = answer as { description: string };
    responses[status] = Number(status) >= 400 && codes[Number(status)] ? { ...own, description: refusalDescription(codes[Number(status)]) } : own;
  }
  const header = idempotency ? [idempotencyParameter(idempotency === 'required')] : [];
  return createRoute({
    // Typed as declared; `access`, `before` and `notFound` are not part of the OpenAPI operation.
    ...(route as unknown as R),
    security: SECURITY_BY_ACCESS[access],
    ...(header.length ? { parameters: header } : {}),
    ...oneOfParameters(route.request?.query, route.description),
    responses: responses as R['responses'],
    // The guard first, then the route's own preconditions, then the path check; the validators follow.
    middleware: [GUARDS[access], ...(permission ? [staffMay(permission)] : []), ...before, ...(params ? [pathNamesSomething(params, notFound)] : [])] as const,
    'x-access': access,
    ...(permission ? { 'x-permission': permission } : {}),
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

/** The permission a declared operator route needs (for the suites that walk every role). */
export function permissionOf(route: unknown): Permission | undefined {
  return (route as { 'x-permission'?: Permission })['x-permission'];
}

/** The access a declared route was given (for the suites that walk every route). */
export function accessOf(route: unknown): Access | undefined {
  return (route as { 'x-access'?: Access })['x-access'];
}
