// Applies server/db/migrations/*.sql in name order, each once, each in its own transaction.
// Plain SQL files (not drizzle-kit journals) so several areas can add migrations side by side;
// see docs/decisions/0002-sql-migrations.md. Areas own number ranges: 0xxx core/accounts,
// 1xxx content, 2xxx exchange, 3xxx wallet, 4xxx games/records, 5xxx inbox/chat.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  await database.execRaw('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const rows = await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const done = new Set((rows as unknown as { rows: { name: string }[] }).rows.map((r) => r.name));
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const text = await readFile(`${dir}/${file}`, 'utf8');
    const name = file.replace(/'/g, "''");
    // Sent as one simple-query message, which PostgreSQL and PGlite run as a single implicit
    // transaction: a failing migration leaves nothing half-applied. Files must not use BEGIN/COMMIT.
    await database.execRaw(`${text}\n;INSERT INTO schema_migrations (name) VALUES ('${name}');`);
    applied.push(file);
  }
  return applied;
}
