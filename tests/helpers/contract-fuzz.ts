// Bad input generated from a declared route's own request contract (server/lib/declared-routes.ts):
// the field names come from the contract's object shape, the values from tests/helpers/hostile-values.ts,
// and every case kept is one the contract itself refuses, so the route must refuse it too: a 4xx with a
// catalogue message, never a 5xx, and no write. Also the bodies no contract can describe: invalid
// JSON, the wrong content type, broken multipart, a body of the wrong JSON type.
import fc from 'fast-check';
import type { z } from 'zod';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';
import { JSON_BODY_MAX_BYTES } from '../../server/middleware/body-limits.ts';
import { MEGABYTE_TEXT, hostileUrlValue, shortHostileValue, urlEncode } from './hostile-values.ts';

/** The field names of an object contract, looking through pipes, refinements, defaults and optionals. */
export function contractKeys(schema: z.ZodType | undefined): string[] {
  let def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  for (let depth = 0; def && depth < 8; depth++) {
    if (def.type === 'object') return Object.keys(def.shape as object);
    const inner = (def.in ?? def.innerType ?? def.schema) as { _zod?: { def?: Record<string, unknown> } } | undefined;
    def = inner?._zod?.def;
  }
  return [];
}

export interface Spoiled {
  part: 'params' | 'query' | 'body';
  path: string;
  body?: unknown;
}

/**
 * A URL value as the server reads it back (Hono decodes each run of escapes on its own): a run that is
 * not valid UTF-8 (a lone surrogate) stays undecoded, the runs around it are decoded.
 */
const asReceived = (value: unknown) =>
  urlEncode(String(value)).replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
const receivedAll = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, asReceived(v)]));

const refuses = (schema: z.ZodType | undefined, value: unknown) => Boolean(schema) && !schema!.safeParse(value).success;

/**
 * An object with some of `keys` (others missing) holding hostile values, and maybe one stranger. Values
 * are drawn for the fields chosen only, not for every field and then mostly dropped.
 */
const hostileObject = (keys: string[], value: fc.Arbitrary<unknown>) =>
  fc
    .record({
      fields: fc.subarray(keys).chain((fields) => fc.tuple(...fields.map((k) => value.map((v) => [k, v] as const)))),
      extra: fc.option(fc.tuple(fc.constantFrom('unexpected_field', '__proto__', 'constructor', 'role'), value), { nil: undefined }),
    })
    .map(({ fields, extra }) => {
      const out: Record<string, unknown> = {};
      for (const [k, v] of fields) out[k] = v;
      if (extra) out[extra[0]] = extra[1];
      return out;
    });

/**
 * A body field's value: every hostile kind, with the 1 MB string at 1 value in 50 rather than 1 in 16.
 * Its cost is all in the test's own plumbing (serialising it, building the request), and one such body
 * is refused at the 64 KB body cap like the next; at 1,000 cases a route still gets dozens of them.
 */
const bodyValue = fc.oneof({ weight: 49, arbitrary: shortHostileValue }, { weight: 1, arbitrary: fc.constant<unknown>(MEGABYTE_TEXT) });

/** A body holding a string past the JSON body cap: the server must refuse it whatever its contract says. */
const pastBodyCap = (body: unknown) =>
  typeof body === 'object' && body !== null && Object.values(body).some((v) => typeof v === 'string' && v.length > JSON_BODY_MAX_BYTES);

/** The wrong JSON type for a whole body. */
const wrongBody = fc.constantFrom<unknown>(null, [], [{}], 'text', 0, true);

const queryString = (q: Record<string, unknown>) =>
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${urlEncode(String(v))}`)
    .join('&');

/**
 * Requests of `route` with one part (path parameters, query or body) spoiled so its contract refuses
 * it; the other parts stay as `base` (a URL whose parameters name real rows). Undefined when the route
 * takes no input at all.
 */
export function refusedRequests(route: DeclaredRoute, baseUrl: string): fc.Arbitrary<Spoiled> | undefined {
  const { params, query, body } = route.request;
  const choices: fc.Arbitrary<Spoiled>[] = [];
  const paramKeys = contractKeys(params);
  if (paramKeys.length > 0) {
    const all = fc
      .array(hostileUrlValue, { minLength: paramKeys.length, maxLength: paramKeys.length })
      .map((values) => Object.fromEntries(paramKeys.map((k, i) => [k, values[i]])) as Record<string, string>);
    choices.push(
      all
        .filter((p) => refuses(params, receivedAll(p)))
        .map((p) => ({
          part: 'params' as const,
          path: route.path.replace(/\{(\w+)\}/g, (_, name: string) => urlEncode(String(p[name]))),
        })),
    );
  }
  const queryKeys = contractKeys(query);
  if (queryKeys.length > 0) {
    choices.push(
      hostileObject(queryKeys, hostileUrlValue)
        .filter((q) => refuses(query, receivedAll(q)))
        .map((q) => ({ part: 'query' as const, path: `${baseUrl}?${queryString(q)}` })),
    );
  }
  if (body) {
    const keys = contractKeys(body);
    const bodies = keys.length > 0 ? fc.oneof({ weight: 9, arbitrary: hostileObject(keys, bodyValue) }, { weight: 1, arbitrary: wrongBody }) : wrongBody;
    choices.push(bodies.filter((b) => pastBodyCap(b) || refuses(body, b)).map((b) => ({ part: 'body' as const, path: baseUrl, body: b })));
  }
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

/** Bodies that are not a body of any contract: [label, content type, raw text]. */
export const BROKEN_BODIES: [string, string, string][] = [
  ['invalid JSON', 'application/json', '{"amount": 5'],
  ['a NUL byte in JSON', 'application/json', '{"a":"\u0000'],
  ['an empty JSON body', 'application/json', ''],
  ['JSON with a lone surrogate escape', 'application/json', '{"name":"\\ud800'],
  ['plain text', 'text/plain', 'amount=500'],
  ['XML', 'application/xml', '<amount>500</amount>'],
  ['a form with a hostile value', 'application/x-www-form-urlencoded', 'amount=1e309&role=operator&%00=%00'],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n500\r\n--x--\r\n'],
  ['multipart that never ends', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="amount"\r\n\r\n500'],
  ['multipart with a broken part header', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition\r\n\r\n--x--\r\n'],
];
