import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTestFiles, reachesDatabase } from './database-test-files.ts';

describe('the server test files run again on PostgreSQL', () => {
  const files = databaseTestFiles(['server']);

  it('include every file that builds a test app, directly or through a kit', () => {
    expect(files).toContain('server/routes/account.test.ts'); // createTestApp
    expect(files).toContain('server/exchange/bets/place-and-cancel.test.ts'); // tests/helpers/exchange-kit.ts
    expect(files).toContain('server/security/declared-bad-input.test.ts'); // a suite helper
    expect(files).toContain('server/services/balance-cache.test.ts'); // reads TEST_DATABASE_URL itself
  });

  it('leave out the files that never open a database', () => {
    expect(files).not.toContain('server/services/passwords.test.ts');
    expect(files).not.toContain('server/exchange/maths/matching.test.ts');
    expect(files.length).toBeGreaterThan(60);
  });

  // A made-up tree: the helper reached through a re-export, a dynamic import and an import cycle.
  const root = mkdtempSync(join(tmpdir(), 'chakka-dbfiles-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('follow re-exports, dynamic imports and cycles to the database helper', () => {
    const helper = relative(root, join(process.cwd(), 'tests/helpers/test-db.ts'));
    write('kit.ts', `export { createTestDatabase } from '${helper.replace(/\.ts$/, '')}';\nimport './cycle-a.ts';`);
    write('cycle-a.ts', "import './cycle-b.ts';");
    write('cycle-b.ts', "import './cycle-a.ts';");
    write('uses-kit.test.ts', "import { createTestDatabase } from './kit.ts';");
    write('dynamic.test.ts', "const kit = await import('./kit.ts');");
    write('pure.test.ts', "import './cycle-a.ts';");
    expect(reachesDatabase(join(root, 'uses-kit.test.ts'))).toBe(true);
    expect(reachesDatabase(join(root, 'dynamic.test.ts'))).toBe(true);
    expect(reachesDatabase(join(root, 'pure.test.ts'))).toBe(false);
  });
});
