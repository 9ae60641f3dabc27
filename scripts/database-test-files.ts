// The test files whose import graph reaches a test database (tests/helpers/test-db.ts), or that read
// TEST_DATABASE_URL themselves: the ones a second run on PostgreSQL tests anything new in. The rest of the
// server suite (the matching engine, the simulator, pure helpers) runs the same code on either database, and
// running it twice only cost CI time (decision 0095).
//   npx tsx scripts/database-test-files.ts server/    # prints the files, one a line
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const DATABASE_HELPER = resolve('tests/helpers/test-db.ts');
// Static, dynamic and re-exporting imports of a relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Whether `file` or anything it imports, however deep, opens a test database. */
export function reachesDatabase(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // an import cycle adds nothing
  if (file === DATABASE_HELPER) {
    seen.set(file, true);
    return true;
  }
  const source = readFileSync(file, 'utf8');
  // Only relative imports are followed: a package never opens the project's test database.
  const reaches =
    source.includes('TEST_DATABASE_URL') ||
    [...source.matchAll(IMPORT)].some((m) => {
      const target = resolveImport(file, m[1]!);
      return target !== null && reachesDatabase(target, seen);
    });
  seen.set(file, reaches);
  return reaches;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The test files under `dirs` that reach a test database, relative to the working directory, sorted. */
export function databaseTestFiles(dirs: string[]): string[] {
  const seen = new Map<string, boolean>();
  return dirs
    .flatMap(testFiles)
    .filter((file) => reachesDatabase(resolve(file), seen))
    .map((file) => relative('.', file))
    .sort();
}

if (process.argv[1] && resolve(process.argv[1]) === resolve('scripts/database-test-files.ts')) {
  for (const file of databaseTestFiles(process.argv.slice(2))) console.log(file);
}
