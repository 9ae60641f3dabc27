import { describe, expect, it } from 'vitest';
import { firstLine, playwrightFailures, vitestFailures } from './test-failures.ts';

describe('the failures npm test names above its closing line', () => {
  it('reads the first line of an error without its terminal colours', () => {
    expect(firstLine('\n\x1b[31mAssertionError\x1b[39m: expected 1 to be 2\n    at x.ts:3')).toBe('AssertionError: expected 1 to be 2');
    expect(firstLine(undefined)).toBe('');
  });

  it('names each failed vitest test by file and full name, and a file that failed to load', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/pg/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works' },
            { status: 'failed', fullName: 'a keeps the book', failureMessages: ['AssertionError: expected 0 to be 1\n  at a.test.ts:3'] },
          ],
        },
        { name: '/repo/server/b.test.ts', status: 'failed', message: 'Cannot find module x', assertionResults: [] },
        { name: '/repo/server/c.test.ts', status: 'passed', assertionResults: [{ status: 'passed', fullName: 'c' }] },
      ],
    };
    expect(vitestFailures(report, 'vitest on PostgreSQL', '/repo')).toEqual([
      'vitest on PostgreSQL: tests/pg/a.test.ts > a keeps the book: AssertionError: expected 0 to be 1',
      'vitest on PostgreSQL: server/b.test.ts did not run: Cannot find module x',
    ]);
  });

  it('names the failed and the flaky browser tests with their describe path, and leaves the passed ones out', () => {
    const test = (status: string, message?: string) => ({ projectName: 'journeys', status, results: [{}, ...(message ? [{ error: { message } }] : [])] });
    const suites = [
      {
        title: 'a.spec.ts',
        specs: [
          { title: 'passes', tests: [test('expected')] },
          { title: 'fails', tests: [test('unexpected', 'Test timeout of 60000ms exceeded.\nmore')] },
        ],
        suites: [{ title: 'at 360 px', specs: [{ title: 'retried', tests: [test('flaky', 'Error: x')] }] }],
      },
    ];
    expect(playwrightFailures(suites)).toEqual([
      'browser [journeys] unexpected: a.spec.ts > fails: Test timeout of 60000ms exceeded.',
      'browser [journeys] flaky: a.spec.ts > at 360 px > retried: Error: x',
    ]);
  });
});
