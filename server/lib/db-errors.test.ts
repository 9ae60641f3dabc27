// The net under the contracts: a value the database itself refuses (SQLSTATE class 22, or a reference
// to a row that does not exist) answers a 4xx and is logged as a warning with its route, on PGlite and
// on PostgreSQL alike (their errors differ in shape, not in SQLSTATE). Any other database error stays a 500.
import { Hono } from 'hono';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../contracts/messages/index.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from '../../tests/helpers/test-db.ts';
import { databaseRefusalResponse } from './db-errors.ts';
import { sqlStateOf } from '../db/errors.ts';
import { logger } from './logger.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

// Each query hands the database a value only the database refuses (no contract in between).
const QUERIES: [name: string, query: () => SQL, sqlstate: string, key: string][] = [
  ['a NUL byte in text', () => sql`SELECT ${'a\u0000b'}::text`, '22021', 'invalidInput'],
  ['a NUL escape in JSON', () => sql`SELECT ${'{"a":"\\u0000"}'}::jsonb`, '22P05', 'invalidInput'],
  ['an id past bigint', () => sql`SELECT ${'99999999999999999999'}::bigint`, '22003', 'invalidInput'],
  ['a sort order past integer', () => sql`SELECT ${'2147483648'}::integer`, '22003', 'invalidInput'],
  ['a word as a number', () => sql`SELECT ${'abc'}::bigint`, '22P02', 'invalidInput'],
  ['the 30th of February', () => sql`SELECT ${'2026-02-30'}::date`, '22008', 'invalidInput'],
  ['a date that is no date', () => sql`SELECT ${'someday'}::date`, '22007', 'invalidInput'],
  [
    'a wallet number of a method that does not exist',
    () => sql`INSERT INTO wallet_numbers (payment_method_id, account_number) VALUES (999999, '01700000000')`,
    '23503',
    'referenceNotFound',
  ],
];

function probeApp() {
  const app = new Hono().get('/probe/:case', async (c) => {
    const found = QUERIES.find(([name]) => name === c.req.param('case'));
    await database.db.execute(found ? found[1]() : sql`SELECT * FROM no_such_table`);
    return c.json({ ok: true });
  });
  app.onError(
    (err, c) => databaseRefusalResponse(err, c) ?? c.json({ message: MESSAGES.unexpectedError, code: 'unexpectedError', sqlstate: sqlStateOf(err) }, 500),
  );
  return app;
}

describe('the database-error net', () => {
  it.each(QUERIES)('answers %s with a 4xx and a catalogue message, and logs a warning with the route', async (name, _query, sqlstate, key) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const res = await probeApp().request(`/probe/${encodeURIComponent(name)}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: MESSAGES[key as keyof typeof MESSAGES], code: key });
    // Only the refusal's own warning counts: on a loaded machine the pool may also warn of its connections.
    const refusals = warn.mock.calls.filter(([message]) => message === 'database refused a value that passed the contract');
    expect(refusals).toHaveLength(1);
    expect(refusals[0]![1]).toMatchObject({ method: 'GET', route: '/probe/:case', sqlstate });
    warn.mockRestore();
  });

  it("leaves every other database error a 500 (a missing table is our bug, not the caller's input)", async () => {
    const res = await probeApp().request('/probe/none');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: 'unexpectedError', sqlstate: '42P01' });
  });
});
