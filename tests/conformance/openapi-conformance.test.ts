// The published API description, held to the server from the outside: every operation of
// /api/openapi.json is called with requests built from the document's own schemas (json-schema-faker,
// fixed seeds) and with requests that break one of its rules, as the caller its security names, and every
// answer is checked against the document (ajv). A valid request may be refused only for a state reason
// (a wrong code, a missing deposit: anything but "this input is malformed"); an invalid one must be
// refused with a 4xx the operation declares; nothing may answer 5xx. Rules spanning two fields are read
// from the document too: its extensions (x-same-as, x-at-most, x-not-before, x-within-days, x-requires,
// x-exactly-one-of) and a body's alternatives (oneOf / anyOf branches, alternatives.ts); every valid
// request keeps them and invalid ones break each. Any disagreement fails. The zod contracts are not read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../server/lib/route.ts';
import type { DeclaredRoute } from '../../server/lib/declared-routes.ts';
import { callAs, type Caller } from '../helpers/route-callers.ts';
import { buildRouteWorld, type RouteWorld } from '../helpers/route-world.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { generate, type Json, type Operation, operationsOf, schemaChecker } from './document-kit.ts';
import { alone, aloneParameter, branchBreakers, chooseBranch, chooseParameter, exactlyOneOfQuery, parameterBreakers } from './alternatives.ts';
import { breakers, resolved } from './invalid-values.ts';

const SEED = 33_000;
const VALID_PER_OPERATION = 2;
/** Refusals that mean "your input is malformed": a valid request must never get one. */
const MALFORMED = new Set(['invalidInput', 'bodyUnreadable']);
/** Calls that end the caller's standing (its session, its access): run last, so the rest keep theirs. */
const ENDS_STANDING = /logout|password|self-exclu|close|limits|block|revoke/;

interface Sent {
  query?: Record<string, string>;
  path: Record<string, string>;
  headers: Record<string, string>;
  body?: unknown;
}

let w: RouteWorld;
let doc: Json;
let check: ReturnType<typeof schemaChecker>;
const disagreements: string[] = [];
/** `alternatives`: the invalid requests that leave every alternative the document gives (oneOf, x-exactly-one-of). */
const counts = { operations: 0, requests: 0, valid: 0, invalid: 0, alternatives: 0, fiveHundreds: 0 };

beforeAll(async () => {
  const t = await createTestApp({ config: { paymentGateway: 'sandbox' }, closeAfterAll: true });
  w = await buildRouteWorld(t);
  doc = (await t.call('GET', '/api/openapi.json')).body;
  check = schemaChecker(doc);
}, 120_000);
afterAll(() => w?.stop());

const jsonBodyOf = (op: Json): Json | undefined => op.requestBody?.content?.['application/json']?.schema;

/** A valid request of the operation, every part generated from its schema. */
function validRequest(op: Json, seed: number): Sent {
  const sent: Sent = { path: {}, headers: {} };
  for (const p of (op.parameters ?? []) as Json[]) {
    const value = generate(doc, p.schema, seed + p.name.length);
    if (!p.required && seed % 2 === 1) continue;
    const text = String(value);
    if (p.in === 'path') sent.path[p.name] = text;
    else if (p.in === 'query') (sent.query ??= {})[p.name] = text;
    else if (p.in === 'header') sent.headers[p.name] = `${text}-${seed}`;
  }
  if (exactlyOneOfQuery(op).length) chooseParameter(op, (sent.query ??= {}), seed, (name) => queryValue(op, name, seed));
  if (sent.query) honourRelations(queryShape(op), sent.query);
  const body = jsonBodyOf(op);
  if (body) sent.body = validBody(body, seed);
  return sent;
}

/** A valid value of one query parameter, as it is sent. */
const queryValue = (op: Json, name: string, seed: number) => String(generate(doc, queryShape(op).properties[name], seed + name.length));

/** The query parameters as one object schema, so the relations between them read like a body's. */
const queryShape = (op: Json): Json => ({
  type: 'object',
  properties: Object.fromEntries(((op.parameters ?? []) as Json[]).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
});

/** A day moved by whole days (the document's days are calendar days, YYYY-MM-DD). */
const dayPlus = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A body valid by the document: the generator's value, with the fields the document says must repeat
 * another (`x-same-as`, a confirmation) copied, tried from the next seeds until the validator agrees
 * (a pattern-made date can still be the 30th of February, which `format: date` refuses).
 */
function validBody(schema: Json, seed: number): unknown {
  let body: unknown;
  for (let k = 0; k < 20; k++) {
    body = generate(doc, schema, seed + k * 1000);
    const shape = resolved(doc, schema);
    if (shape && body && typeof body === 'object') chooseBranch(shape, body as Json, seed + k, (name) => generate(doc, shape.properties[name], seed + k));
    honourRelations(schema, body);
    if (check(schema, body) === null) return body;
  }
  return body;
}

/**
 * The relations between fields the document states with its extensions: `x-same-as` (a confirmation
 * repeats its field), `x-at-most` and `x-not-before` (a minimum or a start does not pass its pair),
 * `x-within-days` (an end at most so many days after its start), `x-requires` (a value that needs another
 * field: a scope its target).
 */
function honourRelations(schema: Json, value: unknown) {
  const shape = resolved(doc, schema);
  if (!value || typeof value !== 'object' || !shape?.properties) return;
  const body = value as Json;
  for (const [name, property] of Object.entries(shape.properties as Json)) {
    const rule = resolved(doc, property) ?? {};
    honourRelations(rule, body[name]);
    const same = rule['x-same-as'];
    if (same && same in body) body[name] = body[same];
    const needed = rule['x-requires']?.[body[name] as string];
    if (needed && !(needed in body)) body[needed] = generate(doc, (shape.properties as Json)[needed], SEED);
    const pair = rule['x-at-most'] ?? rule['x-not-before'];
    if (!pair || !(name in body) || !(pair in body)) continue;
    const [low, high] = [body[name], body[pair]];
    if ((rule['x-at-most'] && low > high) || (rule['x-not-before'] && low < high)) [body[name], body[pair]] = [high, low];
    const within = rule['x-within-days'];
    if (within && body[within.of] < dayPlus(body[name], -within.days)) body[within.of] = dayPlus(body[name], -within.days);
  }
}

/** Values that break one relation the document states between query parameters, each kept only when both are sent. */
function relationBreakers(op: Json, query: Record<string, string> | undefined): { why: string; query: Record<string, string> }[] {
  const out: { why: string; query: Record<string, string> }[] = [];
  if (!query) return out;
  for (const [name, schema] of Object.entries(queryShape(op).properties as Json)) {
    const rule = resolved(doc, schema) ?? {};
    const start = rule['x-not-before'];
    if (start && query[name] && query[start]) out.push({ why: `${name} before ${start}`, query: { ...query, [name]: dayPlus(query[start], -1) } });
    const within = rule['x-within-days'];
    if (within && query[name] && query[within.of]) {
      out.push({ why: `${name} over ${within.days} days after ${within.of}`, query: { ...query, [name]: dayPlus(query[within.of], within.days + 1) } });
    }
  }
  return out;
}

/** Requests that each break one rule of the document: a required part missing, or one value out of its rules. */
function invalidRequests(op: Json, base: Sent): { why: string; sent: Sent }[] {
  const out: { why: string; sent: Sent }[] = [];
  for (const p of (op.parameters ?? []) as Json[]) {
    if (p.in !== 'query' && p.in !== 'header') continue;
    if (p.required) {
      const sent = structuredClone(base);
      if (p.in === 'query') delete sent.query?.[p.name];
      else delete sent.headers[p.name];
      out.push({ why: `${p.in} ${p.name} missing`, sent });
    }
    const bad = breakers(resolved(doc, p.schema) ?? {}).find(
      (v) =>
        (typeof v === 'string' || typeof v === 'number') &&
        check(p.schema, p.schema.type === 'string' ? String(v) : v) !== null &&
        !(p.in === 'header' && v === ''),
    );
    if (bad !== undefined && p.in === 'query') {
      const sent = structuredClone(base);
      aloneParameter(op, (sent.query ??= {}), p.name)[p.name] = String(bad);
      out.push({ why: `query ${p.name}=${String(bad).slice(0, 20)}`, sent });
    }
  }
  for (const broken of parameterBreakers(op, base.query ?? {}, (name) => queryValue(op, name, SEED))) {
    out.push({ why: `query ${broken.why}`, sent: { ...structuredClone(base), query: broken.query } });
    counts.alternatives += 1;
  }
  for (const broken of relationBreakers(op, base.query)) out.push({ why: `query ${broken.why}`, sent: { ...structuredClone(base), query: broken.query } });
  const schema = resolved(doc, jsonBodyOf(op));
  if (schema && base.body && typeof base.body === 'object' && !Array.isArray(base.body)) {
    const required: string[] = schema.required ?? [];
    if (required[0]) {
      const sent = structuredClone(base);
      delete (sent.body as Json)[required[0]];
      out.push({ why: `body ${required[0]} missing`, sent });
    }
    // A body outside every alternative the schema gives (oneOf / anyOf branches, `not: { required }`).
    for (const broken of branchBreakers(schema, base.body as Json, (name) => generate(doc, schema.properties[name], SEED))) {
      if (check(schema, broken.body) === null) continue;
      out.push({ why: `body ${broken.why}`, sent: { ...structuredClone(base), body: broken.body } });
      counts.alternatives += 1;
    }
    // A value that requires another field (`x-requires`: a scope and the target it names), without it.
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
      const [value, needed] = Object.entries((resolved(doc, property)?.['x-requires'] ?? {}) as Record<string, string>)[0] ?? [];
      if (!needed) continue;
      const sent = structuredClone(base);
      (sent.body as Json)[name] = value;
      delete (sent.body as Json)[needed];
      out.push({ why: `body ${needed} missing for ${name}=${value}`, sent });
    }
    // Up to four fields each given a value its own rules refuse (the relations above do not count).
    let fields = 0;
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Json)) {
      const bodyWith = (v: unknown) => alone(schema, { ...structuredClone(base.body as Json), [name]: v }, name);
      const bad = breakers(resolved(doc, property) ?? {}).find((v) => check(schema, bodyWith(v)) !== null);
      if (bad === undefined) continue;
      out.push({ why: `body ${name}=${JSON.stringify(bad).slice(0, 20)}`, sent: { ...structuredClone(base), body: bodyWith(bad) } });
      if (++fields >= 4) break;
    }
  }
  return out;
}

function urlOf(o: Operation, sent: Sent): string {
  const path = o.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(sent.path[name] ?? '1'));
  const query = sent.query ? `?${new URLSearchParams(sent.query)}` : '';
  return `${doc.servers[0].url}${path}${query}`;
}

/** Calls the operation as the caller its security names, and checks the answer against the document. */
async function send(o: Operation, sent: Sent, kind: 'valid' | 'invalid', why: string) {
  const access = o.op['x-access'] as Access;
  const route = { method: o.method, access, streams: Boolean(o.op.responses['200']?.content?.['text/event-stream']) } as DeclaredRoute;
  const caller: Caller = access === 'provider' || access === 'gateway' ? 'signed' : access === 'operator' ? 'operator' : 'player';
  const res = await callAs(w, route, urlOf(o, sent), caller, { body: sent.body, headers: sent.headers });
  counts.requests += 1;
  counts[kind] += 1;
  const where = `${o.method} ${o.path} (${kind}${why ? `: ${why}` : ''})`;
  if (res.status >= 500) counts.fiveHundreds += 1;
  const declared = o.op.responses[String(res.status)] ?? o.op.responses.default;
  if (!declared) {
    disagreements.push(`${where}: answered ${res.status} ${res.body?.code ?? ''}, not declared`);
    return;
  }
  const schema = declared.content?.['application/json']?.schema;
  const type = res.headers.get('content-type') ?? '';
  if (schema && type.startsWith('application/json')) {
    const error = check(schema, res.body);
    if (error) disagreements.push(`${where}: ${res.status} off its schema: ${error.slice(0, 200)}`);
  }
  if (kind === 'valid' && res.status >= 400 && res.status < 500 && MALFORMED.has(res.body?.code)) {
    disagreements.push(
      `${where}: refused as malformed (${res.status} ${res.body.code}: ${JSON.stringify(res.body.errors ?? res.body.message).slice(0, 160)}) ${JSON.stringify(sent.body ?? sent.query ?? {}).slice(0, 200)}`,
    );
  }
  if (kind === 'invalid' && res.status < 400) disagreements.push(`${where}: accepted with ${res.status}`);
}

describe('the published API description, held to the server', () => {
  it('every operation answers as its document says, for valid and invalid requests', async () => {
    const operations = operationsOf(doc).sort((a, b) => Number(ENDS_STANDING.test(a.path)) - Number(ENDS_STANDING.test(b.path)));
    for (const [i, o] of operations.entries()) {
      counts.operations += 1;
      for (let k = 0; k < VALID_PER_OPERATION; k++) {
        const sent = validRequest(o.op, SEED + i * 10 + k);
        await send(o, sent, 'valid', '');
        if (k === 0) for (const bad of invalidRequests(o.op, validRequest(o.op, SEED + i * 10 + 5))) await send(o, bad.sent, 'invalid', bad.why);
      }
    }
    console.log(`conformance: ${JSON.stringify(counts)}, ${disagreements.length} disagreements`);
    expect(disagreements).toEqual([]);
    // The document states alternatives (oneOf, x-exactly-one-of), and the suite read and broke them.
    expect(counts.alternatives).toBeGreaterThan(0);
    expect(counts.fiveHundreds).toBe(0);
  }, 600_000);

  it('every example in the document is valid by its own schema', () => {
    const wrong: string[] = [];
    for (const o of operationsOf(doc)) {
      const media = [
        o.op.requestBody?.content?.['application/json'],
        ...Object.values((o.op.responses ?? {}) as Json).map((r) => r.content?.['application/json']),
      ];
      for (const m of [...media, ...((o.op.parameters ?? []) as Json[])]) {
        if (!m?.schema || m.example === undefined) continue;
        const error = check(m.schema, m.example);
        if (error) wrong.push(`${o.method} ${o.path}: ${error}`);
      }
    }
    expect(wrong).toEqual([]);
    // About 16 s alone; far longer on a machine busy with a browser run.
  }, 180_000);
});
