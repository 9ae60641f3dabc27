// Vitest global setup (node project): migrates and seeds one PGlite database before any test file
// runs, and writes its data directory to a file that every test file loads (tests/helpers/test-db.ts).
// Without it each file started PGlite twice (a template, then its clone) and ran every migration
// and seeder itself; now it starts PGlite once, from a database that is ready.
import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { fromPglite } from '../../server/db/client.ts';
import { prepareDatabase } from '../../server/startup.ts';
import { testConfig } from './test-config.ts';

declare module 'vitest' {
  interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // On PostgreSQL each test file makes its own database (test-db.ts); there is nothing to prepare here.
  if (process.env.TEST_DATABASE_URL) return;
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
