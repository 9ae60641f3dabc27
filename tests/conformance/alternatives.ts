// The document's rules that span two fields, as alternatives: a body's `oneOf` / `anyOf` of branches
// (each branch requiring its fields and holding some to a constant or a few values: exactly one of
// runs and winner; a fancy bet is Yes or No with its line), `not: { required: [a, b] }` (never both),
// and an operation's `x-exactly-one-of` over query parameters, which JSON Schema cannot relate. Read from
// the document only: a valid request is put in one branch, and each invalid one leaves every branch.
import type { Json } from './document-kit.ts';

export interface Branching {
  kind: 'oneOf' | 'anyOf';
  branches: Json[];
}

/**
 * The branches an object schema puts its own fields in, if any. A union of whole objects (branches
 * beside no properties of the parent) is left to the generator, which picks one of them.
 */
export function branchingOf(schema: Json | undefined): Branching | undefined {
  if (!schema?.properties) return undefined;
  if (Array.isArray(schema.oneOf)) return { kind: 'oneOf', branches: schema.oneOf };
  if (Array.isArray(schema.anyOf)) return { kind: 'anyOf', branches: schema.anyOf };
  return undefined;
}

/** Puts `body` in the branch: its constants and allowed values set, its required fields present. */
function enter(branch: Json, body: Json, seed: number, fieldValue: (name: string) => unknown) {
  for (const [name, rule] of Object.entries((branch.properties ?? {}) as Json)) {
    if (rule.const !== undefined) body[name] = rule.const;
    else if (Array.isArray(rule.enum) && !rule.enum.includes(body[name])) body[name] = rule.enum[seed % rule.enum.length];
  }
  for (const name of (branch.required ?? []) as string[]) if (!(name in body)) body[name] = fieldValue(name);
}

/**
 * A body in exactly one branch (any one, for anyOf), chosen by the seed; for oneOf the fields only the
 * other branches require are left out. `fieldValue` makes a valid value of a field from its own schema.
 */
export function chooseBranch(schema: Json, body: Json, seed: number, fieldValue: (name: string) => unknown) {
  const branching = branchingOf(schema);
  if (branching) {
    const chosen = branching.branches[seed % branching.branches.length] as Json;
    if (branching.kind === 'oneOf') {
      const kept = new Set<string>([...(schema.required ?? []), ...(chosen.required ?? [])]);
      for (const other of branching.branches) for (const name of (other.required ?? []) as string[]) if (!kept.has(name)) delete body[name];
    }
    enter(chosen, body, seed, fieldValue);
  }
  const never: string[] = schema.not?.required ?? [];
  if (never.length > 1 && never.every((name) => name in body)) delete body[never[seed % never.length] as string];
}

/**
 * After a field breaker set `name`: the fields only the other oneOf branches require are dropped, so the
 * body is refused for the value alone, not also for carrying two alternatives.
 */
export function alone(schema: Json, body: Json, name: string): Json {
  const branching = branchingOf(schema);
  const own = branching?.kind === 'oneOf' ? branching.branches.find((branch) => (branch.required ?? []).includes(name)) : undefined;
  if (!own) return body;
  const kept = new Set<string>([...(schema.required ?? []), ...own.required]);
  for (const other of branching?.branches ?? []) for (const field of (other.required ?? []) as string[]) if (!kept.has(field)) delete body[field];
  return body;
}

/**
 * Bodies that leave every branch, each with why: a branch entered and one of its required fields left
 * out, a branch's constant kept and another field given a value only a different branch allows, all the
 * branches' fields at once (oneOf), and both of a `not: { required }` pair. The caller keeps only those
 * its validator refuses.
 */
export function branchBreakers(schema: Json, base: Json, fieldValue: (name: string) => unknown): { why: string; body: Json }[] {
  const out: { why: string; body: Json }[] = [];
  const branching = branchingOf(schema);
  for (const [i, branch] of (branching?.branches ?? []).entries()) {
    const label = describe(branch);
    for (const name of (branch.required ?? []) as string[]) {
      const body = structuredClone(base);
      enter(branch, body, 0, fieldValue);
      delete body[name];
      out.push({ why: `${name} missing for ${label || `branch ${i + 1}`}`, body });
    }
    const fixed = Object.entries((branch.properties ?? {}) as Json).filter(([, rule]) => rule.const !== undefined);
    for (const [name, rule] of Object.entries((branch.properties ?? {}) as Json)) {
      const outside = ((schema.properties?.[name]?.enum ?? []) as unknown[]).find((v) => Array.isArray(rule.enum) && !rule.enum.includes(v));
      if (outside === undefined || fixed.length === 0) continue;
      const body = structuredClone(base);
      enter(branch, body, 0, fieldValue);
      body[name] = outside;
      out.push({ why: `${name}=${String(outside)} with ${label}`, body });
    }
  }
  if (branching?.kind === 'oneOf') {
    const body = structuredClone(base);
    for (const branch of branching.branches) for (const name of (branch.required ?? []) as string[]) if (!(name in body)) body[name] = fieldValue(name);
    out.push({ why: 'every alternative at once', body });
  }
  const never: string[] = schema.not?.required ?? [];
  if (never.length > 1) {
    const body = structuredClone(base);
    for (const name of never) if (!(name in body)) body[name] = fieldValue(name);
    out.push({ why: `${never.join(' and ')} together`, body });
  }
  return out;
}

/** A branch by its constants (marketType=fancy), for the report. */
const describe = (branch: Json) =>
  Object.entries((branch.properties ?? {}) as Json)
    .filter(([, rule]) => rule.const !== undefined)
    .map(([name, rule]) => `${name}=${String(rule.const)}`)
    .join(', ');

/** The query parameters of which the operation takes exactly one (`x-exactly-one-of`). */
export const exactlyOneOfQuery = (op: Json): string[] => op['x-exactly-one-of'] ?? [];

/** Keeps one of the operation's exactly-one-of parameters (chosen by the seed) and drops the rest. */
export function chooseParameter(op: Json, query: Record<string, string>, seed: number, fieldValue: (name: string) => string) {
  const names = exactlyOneOfQuery(op);
  if (names.length === 0) return;
  const chosen = names[seed % names.length] as string;
  for (const name of names) if (name !== chosen) delete query[name];
  query[chosen] ??= fieldValue(chosen);
}

/** After a field breaker set `name`: the other exactly-one-of parameters dropped, as `alone` does for a body. */
export function aloneParameter(op: Json, query: Record<string, string>, name: string): Record<string, string> {
  const names = exactlyOneOfQuery(op);
  if (names.includes(name)) for (const other of names) if (other !== name) delete query[other];
  return query;
}

/** Queries that break `x-exactly-one-of`: none of the parameters, and all of them. */
export function parameterBreakers(
  op: Json,
  query: Record<string, string>,
  fieldValue: (name: string) => string,
): { why: string; query: Record<string, string> }[] {
  const names = exactlyOneOfQuery(op);
  if (names.length === 0) return [];
  const none = Object.fromEntries(Object.entries(query).filter(([name]) => !names.includes(name)));
  const all = { ...query, ...Object.fromEntries(names.map((name) => [name, query[name] ?? fieldValue(name)])) };
  return [
    { why: `none of ${names.join(', ')}`, query: none },
    { why: `all of ${names.join(', ')}`, query: all },
  ];
}
