// Vitest global setup (node project): migrates and seeds one database before any test file runs, and
// every test file starts from a copy of it (tests/helpers/test-db.ts).
// - PGlite: its data directory is written to a file that each file loads, so no file starts
//   PGlite twice (a template, then its clone) or runs the migrations and seeders itself.
// - PostgreSQL (TEST_DATABASE_URL): a template database, which each file copies with CREATE DATABASE
//   ... TEMPLATE (several times faster than migrating and seeding a fresh one).
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPostgres } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/startup.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** Runs one statement on the server's admin database (CREATE/DROP DATABASE cannot run in a transaction). */
export async function onAdminDatabase(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The URL of another database on the same server as `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function postgresTemplate(project: TestProject, adminUrl: string) {
  const name = `chakka_template_${randomBytes(6).toString('hex')}`;
  await onAdminDatabase(adminUrl, `CREATE DATABASE ${name}`);
  // Closed before any file copies it: PostgreSQL refuses to copy a template that has a session open.
  const database = fromPostgres(databaseUrl(adminUrl, name), 2);
  try {
    await prepareDatabase(database, testConfig());
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => onAdminDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function pgliteTemplate(project: TestProject) {
  const client = await PGlite.create();
  await prepareDatabase(fromPglite(client), testConfig());
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync('.tmp', { recursive: true });
  const file = `.tmp/pglite-template-${process.pid}.tar`;
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? postgresTemplate(project, adminUrl) : pgliteTemplate(project);
}
