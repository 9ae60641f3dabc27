import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { logger } from './lib/logger.ts';
import { seeders } from './seed/index.ts';

/** Migrations, then the idempotent seeders: what every start (and every test database) runs. */
export async function prepareDatabase(database: Database, config: Config): Promise<void> {
  const applied = await migrate(database);
  if (applied.length > 0) logger.info('migrations applied', { applied });
  for (const seeder of seeders) await seeder.run(database, config);
}
