// A migrated, seeded database for a test file: a clone of one PGlite template per worker (fast),
// or, when TEST_DATABASE_URL is set, a fresh database on that PostgreSQL server.
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, fromPostgres, type Database } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/startup.ts';
import { testConfig } from './test-config.ts';

let template: Promise<PGlite> | undefined;

async function pgliteTemplate(): Promise<PGlite> {
  const client = await PGlite.create();
  await prepareDatabase(fromPglite(client), testConfig());
  return client;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    template ??= pgliteTemplate();
    return fromPglite(await (await template).clone());
  }
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
