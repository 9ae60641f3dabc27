// A migrated, seeded database for a test file: PGlite loaded from the data directory that the global
// setup prepared once for the whole run (tests/helpers/pglite-template-setup.ts), or, when
// TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { fromPglite, fromPostgres, type Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/startup.ts';
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
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = fromPostgres(url.toString(), 20);
  await prepareDatabase(database, testConfig());
  const close = database.close;
  database.close = async () => {
    await close();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  };
  return database;
}
