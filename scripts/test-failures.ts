// The names of what failed in a vitest or playwright JSON report, one line each with the first line of
// its error. `npm test` prints them just above its closing line, because CI's record of a run keeps only
// the end of the log: a failure deep in the vitest output was otherwise a count with no name.

/** The first non-empty line of an error message, without terminal colours. */
export const firstLine = (text: unknown): string =>
  String(text ?? '')
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim() ?? '';

const short = (text: unknown) => firstLine(text).slice(0, 240);

interface VitestReport {
  testResults?: { name?: string; status?: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[];
}

/** Every failed test of a vitest JSON report, and every file that failed without a failed test (it did not load). */
export function vitestFailures(report: VitestReport, label: string, root = process.cwd()): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = String(file.name ?? '').replace(`${root}/`, '');
    const tests = file.assertionResults ?? [];
    const failed = tests.filter((t) => t.status === 'failed').map((t) => `${label}: ${where} > ${t.fullName}: ${short(t.failureMessages?.[0])}`);
    if (failed.length === 0 && file.status === 'failed') return [`${label}: ${where} did not run: ${short(file.message)}`];
    return failed;
  });
}

export interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[];
}

/** The browser tests that failed, or passed only on a retry (flaky), with their first error line. */
export function playwrightFailures(suites: PlaywrightSuite[] = [], path: string[] = []): string[] {
  return suites.flatMap((suite) => {
    const here = [...path, suite.title].filter(Boolean);
    return [
      ...(suite.specs ?? []).flatMap((spec) =>
        spec.tests
          .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
          .map((t) => `browser [${t.projectName}] ${t.status}: ${[...here, spec.title].join(' > ')}: ${short(t.results.find((r) => r.error)?.error?.message)}`),
      ),
      ...playwrightFailures(suite.suites, here),
    ];
  });
}
