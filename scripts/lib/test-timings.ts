// The slowest tests of a run, read from the JSON reports of vitest (Jest's shape) and Playwright, for `npm test`'s
// closing summary (docs/testing.md "Where the time goes").

/** One test's duration, in seconds, with its runner and title (file > title). */
export type TimedTest = { runner: 'vitest' | 'playwright'; title: string; seconds: number };

type VitestReport = {
  testResults?: { name: string; assertionResults?: { fullName: string; duration?: number | null }[] }[];
};
type PlaywrightSpec = { title: string; file: string; tests?: { results?: { duration: number }[] }[] };
type PlaywrightSuite = { specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

const relative = (file: string) => file.replace(`${process.cwd()}/`, '');

function vitestTests(report: VitestReport | undefined): TimedTest[] {
  return (report?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      runner: 'vitest' as const,
      title: `${relative(file.name)} > ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    })),
  );
}

function playwrightTests(suite: PlaywrightSuite | undefined): TimedTest[] {
  if (!suite) return [];
  const own = (suite.specs ?? []).map((spec) => ({
    runner: 'playwright' as const,
    title: `${spec.file} > ${spec.title}`,
    seconds: (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, r) => sum + r.duration, 0) / 1000,
  }));
  return [...own, ...(suite.suites ?? []).flatMap(playwrightTests)];
}

/**
 * The `count` slowest tests of both reports, slowest first. Either report may be missing (a run that stopped early).
 * @param vitest the parsed `--reporter=json` output of vitest; @param playwright the parsed JSON reporter output.
 */
export function slowestTests(vitest: unknown, playwright: unknown, count: number): TimedTest[] {
  return [...vitestTests(vitest as VitestReport), ...playwrightTests(playwright as PlaywrightSuite)]
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count);
}
