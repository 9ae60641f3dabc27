// `npm test`: every runner, then one closing line "N passed, M failed" summing them all.
//  0. the typecheck and the lint (each counts as one check);
//  1. vitest, both projects, on PGlite;
//  2. the server suite's database files and the concurrency suites again on PostgreSQL when TEST_DATABASE_URL
//     is set (CI sets it);
//  3. the bundle budget (npm run size);
//  4. the browser tests in Chromium (playwright).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { databaseTestFiles } from './database-test-files.ts';
import { playwrightFailures, vitestFailures } from './test-failures.ts';

mkdirSync('.tmp', { recursive: true });
let passed = 0;
let failed = 0;
/** What failed, by name, printed just above the closing line: CI's record keeps only the end of the log. */
const failures: string[] = [];
function run(label: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function countVitest(file: string, label: string, exitCode: number) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label}: no report written (exit ${exitCode})`);
    return;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  failures.push(...vitestFailures(report, label));
  // A suite that failed to load has no failed tests but did fail.
  if (exitCode !== 0 && report.numFailedTests === 0) {
    failed += 1;
    failures.push(`${label}: exit ${exitCode} with no failed test`);
  }
}

// The typecheck and the lint first: cheap, and a failure there is counted like a failed test.
for (const [label, script] of [
  ['typecheck', 'typecheck'],
  ['lint (biome)', 'lint'],
] as const) {
  if (run(label, 'npm', ['run', '--silent', script]) === 0) passed += 1;
  else {
    failed += 1;
    failures.push(`${label} failed`);
  }
}

const vitestArgs = (out: string, extra: string[] = []) => ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`, ...extra];

countVitest('.tmp/vitest.json', 'vitest', run('unit and server tests (PGlite)', 'npx', vitestArgs('.tmp/vitest.json'), { TEST_DATABASE_URL: '' }));

if (process.env.TEST_DATABASE_URL) {
  // The server suite's files that open a database, two at a time as on PGlite (the engine's, the simulator's
  // and the pure helpers' files run the same code on either database: scripts/database-test-files.ts); then
  // the concurrency suites one file at a time: the multi-process and concurrency suites time leader
  // hand-overs and locks, and a second file beside them on 2 cores made the hand-over miss its 10 s window
  // once in CI.
  countVitest(
    '.tmp/vitest-pg.json',
    'vitest on PostgreSQL',
    run('server tests on PostgreSQL', 'npx', vitestArgs('.tmp/vitest-pg.json', ['--project', 'node', ...databaseTestFiles(['server'])])),
  );
  countVitest(
    '.tmp/vitest-pg-concurrency.json',
    'concurrency tests on PostgreSQL',
    run('concurrency tests on PostgreSQL', 'npx', vitestArgs('.tmp/vitest-pg-concurrency.json', ['--project', 'node', '--maxWorkers=1', 'tests/pg/'])),
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the server suite is skipped here; CI runs it.)');
}

// Built where the browser tests' server looks (playwright.config.ts), so the client is built once.
const e2eDist = `.tmp/dist-${process.env.E2E_PORT ?? 8931}`;
if (run('bundle budget', 'npx', ['tsx', 'scripts/size.ts'], { DIST_DIR: e2eDist }) === 0) passed += 1;
else {
  failed += 1;
  failures.push('bundle budget failed');
}

if (process.env.SKIP_BROWSER === '1') {
  console.log('\n(SKIP_BROWSER=1: browser tests not run.)');
} else {
  const code = run('browser tests (Chromium)', 'npx', ['playwright', 'test']);
  if (existsSync('.tmp/playwright.json')) {
    const report = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8'));
    const stats = report.stats;
    passed += stats.expected;
    failed += stats.unexpected + stats.flaky;
    failures.push(...playwrightFailures(report.suites));
    if (code !== 0 && stats.unexpected === 0) {
      failed += 1;
      failures.push(`browser tests: exit ${code} with no failed test`);
    }
  } else {
    failed += 1;
    failures.push('browser tests: no report written');
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
const line = `${passed} passed, ${failed} failed`;
writeFileSync('.tmp/test-summary.txt', line + '\n');
console.log(`\n${line}`);
process.exit(failed === 0 ? 0 : 1);
