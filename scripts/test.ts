// `npm test`: every check of the project, each piece of work once (docs/testing.md).
// Phase 1 runs the static checks (ESLint, dependency-cruiser, Prettier, TypeScript), the vitest suite and the bare
// reference page's build side by side: each is mostly one process on one core, and the two cores of the CI machine
// stay busy. Phase 2 builds the production app without a second type check (phase 1 just ran it) and runs the
// Playwright suite against it. Each step's output is printed whole when it ends (not interleaved), then the duration
// of every step and the ten slowest tests.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runMain } from './lib/cli';
import { slowestTests, type TimedTest } from './lib/test-timings';

type Step = { name: string; command: string; args: string[]; env?: Record<string, string> };
type Outcome = { name: string; seconds: number; code: number };

const REPORTS = path.resolve('test-results', 'timings');
const VITEST_REPORT = path.join(REPORTS, 'vitest.json');
const PLAYWRIGHT_REPORT = path.join(REPORTS, 'playwright.json');

const npx = (name: string, args: string[], env?: Record<string, string>): Step => ({ name, command: 'npx', args, env });
const npmRun = (name: string, script: string): Step => ({ name, command: 'npm', args: ['run', '--silent', script] });

const checks: Step[] = [
  npmRun('eslint', 'lint'),
  npmRun('architecture', 'lint:architecture'),
  npmRun('prettier', 'format:check'),
  npmRun('typescript', 'typecheck'),
  npx('vitest', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`]),
  { name: 'bare page build', command: 'npx', args: ['tsx', 'scripts/bare-build.ts'] },
];

// The build's own type check is the same `tsc` that phase 1 passed (NEXT_SKIP_TYPECHECK, next.config.ts).
const build: Step = {
  name: 'production build',
  command: 'npm',
  args: ['run', '--silent', 'build'],
  env: { NEXT_OUTPUT: 'standalone', NEXT_SKIP_TYPECHECK: '1' },
};
const e2e: Step = npx('playwright', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_REPORT });

/** Runs one step; `live` streams its output, otherwise it is printed whole when the step ends. */
function run(step: Step, live: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, ...step.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const outcome = { name: step.name, seconds: (Date.now() - started) / 1000, code: code ?? (signal ? 1 : 0) };
      if (!live) {
        console.log(
          `\n── ${step.name} (${outcome.code === 0 ? 'passed' : 'FAILED'}, ${outcome.seconds.toFixed(0)} s) ──`,
        );
        process.stdout.write(Buffer.concat(output));
      }
      resolve(outcome);
    });
  });
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function summary(outcomes: Outcome[], total: number) {
  console.log('\nSteps (seconds):');
  for (const { name, seconds, code } of outcomes)
    console.log(`  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)}${code === 0 ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(18)} ${total.toFixed(0).padStart(5)}`);
  const slow: TimedTest[] = slowestTests(readJson(VITEST_REPORT), readJson(PLAYWRIGHT_REPORT), 10);
  if (slow.length === 0) return;
  console.log('\nThe ten slowest tests (seconds):');
  for (const test of slow) console.log(`  ${test.seconds.toFixed(1).padStart(6)}  ${test.runner}  ${test.title}`);
}

runMain(async () => {
  const started = Date.now();
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const outcomes = await Promise.all(checks.map((step) => run(step, false)));
  if (outcomes.every(({ code }) => code === 0)) {
    for (const step of [build, e2e]) {
      const outcome = await run(step, true);
      outcomes.push(outcome);
      if (outcome.code !== 0) break;
    }
  }
  summary(outcomes, (Date.now() - started) / 1000);
  return outcomes.every(({ code }) => code === 0) && outcomes.length === checks.length + 2 ? 0 : 1;
});
