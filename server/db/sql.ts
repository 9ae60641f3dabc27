// Raw SQL through drizzle's sql`` for the places that need it (the ledger's conditional money updates,
// counters that must be one atomic step, the test helpers that read what a route wrote): the rows of a
// query typed as the caller says, or its first row. Both drivers answer execute() with `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** A database handle or an open transaction: both run sql``. */
export type Tx = Pick<Db, 'execute'>;

export async function rows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = await tx.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(tx: Tx, query: SQL): Promise<T | undefined> {
  return (await rows<T>(tx, query))[0];
}
