// A migrated, seeded database for a test file, copied from the one that the global setup prepared for
// the whole run (tests/helpers/database-template-setup.ts): PGlite loaded from that data directory, or,
// when TEST_DATABASE_URL is set, a new database on that PostgreSQL server made from the template.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/startup.ts';
import { databaseUrl, onAdminDatabase } from './database-template-setup.ts';
import { testConfig } from './test-config.ts';

let template: Promise<PGlite> | undefined;
let prepared: Blob | undefined;

/** Without the global setup (a file run by some other runner): migrate one template per file and clone it. */
async function pgliteTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  await prepareDatabase(fromPglite(client), testConfig());
  return client;
}

async function pgliteDatabase(): Promise<PGliteInterface> {
  const file = inject('pgliteTemplate');
  if (file) {
    prepared ??= new Blob([readFileSync(file)]);
    return PGlite.create({ loadDataDir: prepared });
  }
  template ??= pgliteTemplate();
  return (await template).clone();
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return fromPglite(await pgliteDatabase());
  const name = `chakka_t_${randomBytes(6).toString('hex')}`;
  // Without the global setup (a file run by some other runner) the new database is migrated here.
  const template = inject('postgresTemplate');
  await onAdminDatabase(adminUrl, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const database = fromPostgres(databaseUrl(adminUrl, name), 20);
  if (!template) await prepareDatabase(database, testConfig());
  const close = database.close;
  database.close = async () => {
    await close();
    await onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  return database;
}
