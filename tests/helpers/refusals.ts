// Checks for refused requests: a 4xx whose message the client can translate (a catalogue key, in English
// and Bangla), and a database that holds exactly what it held before the request (no partial write).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { MESSAGES, isCatalogueText } from '../../contracts/messages/index.ts';
import { rows } from '../../server/db/sql.ts';
import type { TestApp } from './test-app.ts';

// Tables a refused request may still write by design: the caller's session (last seen) and the
// log-in failure counters. Everything else must be untouched.
const BOOKKEEPING_TABLES = new Set(['sessions', 'login_failures']);
/** A game session's once-a-minute touch keeps it alive; it is not a write of the request's input. */
const ACTIVITY_COLUMNS: Record<string, string> = { game_sessions: 'last_seen_at' };

/**
 * One digest per table of the product's data, so a comparison names the table that changed. One
 * statement for all the tables (a UNION of per-table digests): one round trip instead of one per table,
 * which was most of a fingerprint's time (the route fuzz takes two per route).
 */
export async function databaseFingerprint(t: TestApp): Promise<Record<string, string>> {
  const db = t.deps.database.db;
  const tables = (
    await rows<{ name: string }>(
      db,
      sql`
    SELECT table_name AS name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  ).filter(({ name }) => !BOOKKEEPING_TABLES.has(name));
  const digests = tables.map(({ name }) => {
    const row_ = ACTIVITY_COLUMNS[name] ? sql`(to_jsonb(t) - ${ACTIVITY_COLUMNS[name]})::text` : sql`t::text`;
    return sql`SELECT ${name}::text AS name, md5(coalesce(string_agg(${row_}, '|' ORDER BY ${row_}), '')) AS digest FROM ${sql.identifier(name)} t`;
  });
  const out: Record<string, string> = {};
  if (digests.length === 0) return out;
  for (const { name, digest } of await rows<{ name: string; digest: string | null }>(db, sql.join(digests, sql` UNION ALL `))) {
    out[name] = digest ?? '';
  }
  return out;
}

export interface Answer {
  status: number;
  body: any;
}

/** True when the answer is a 4xx with a translatable message (the condition expectTranslatableRefusal asserts). */
const isTranslatableRefusal = (res: Answer) =>
  res.status >= 400 &&
  res.status < 500 &&
  typeof res.body?.message === 'string' &&
  res.body.message.length > 0 &&
  res.body.code in MESSAGES &&
  Object.values((res.body.errors ?? {}) as Record<string, unknown>).every((text) => typeof text === 'string' && isCatalogueText(text));

/** The answer is a 4xx with a translatable message: a catalogue code, and catalogue texts for every field. */
export function expectTranslatableRefusal(res: Answer, label = ''): void {
  // The plain check first: the route fuzz makes 100,000 of these, and vitest's expect() costs more than
  // the request. Any answer it does not pass goes through the expects below, which name what is wrong.
  if (isTranslatableRefusal(res)) return;
  const shown = `${label} ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
  expect(res.status, shown).toBeGreaterThanOrEqual(400);
  expect(res.status, shown).toBeLessThan(500);
  expect(typeof res.body?.message, shown).toBe('string');
  expect(res.body.message.length, shown).toBeGreaterThan(0);
  expect(res.body.code in MESSAGES, shown).toBe(true);
  for (const text of Object.values((res.body.errors ?? {}) as Record<string, string>)) {
    // A catalogue text as written or with its placeholders filled in ('Minimum VP Required: 10').
    expect(isCatalogueText(text), `${shown}: field text "${text}" is not in the catalogue`).toBe(true);
  }
  throw new Error(`${shown}: not a translatable refusal`);
}

/** Sends a request and checks it is refused cleanly: translatable 4xx, no row written or changed. */
export async function expectCleanRefusal(t: TestApp, send: () => Promise<Answer>, label = ''): Promise<Answer> {
  const before = await databaseFingerprint(t);
  const res = await send();
  expectTranslatableRefusal(res, label);
  expect(await databaseFingerprint(t), `${label}: the database changed`).toEqual(before);
  return res;
}
