// The health check's one question to the database: does it answer at all.
import { sql } from 'drizzle-orm';
import type { Database, DbKind } from '../db/client.ts';

/** Resolves with the database's kind once it answered a trivial query; rejects when it cannot. */
export async function databaseAnswers(database: Database): Promise<DbKind> {
  await database.db.execute(sql`SELECT 1`);
  return database.kind;
}
