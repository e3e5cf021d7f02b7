// `npm run bench`: the production build on a fresh throwaway database (migrated and seeded), loaded with
// autocannon target by target (scripts/lib/bench-targets.ts), after the bare Next.js page of the same versions
// (scripts/bench/bare-next, docs/decisions/15-framework-ratios.md §1: each page's req/s is printed as a ratio to it) and next to a plain static
// server sending the same home HTML as the ceiling, and the home page during a burst of wrong staff sign-ins
// (scripts/lib/bench-sign-in.ts), the insights beacons (scripts/lib/bench-insights.ts), and a burst of e-mails sent
// by the server's outbox through a slow SMTP server (scripts/lib/bench-outbox.ts). Prints the machine, then one table.
// Stops Next, the bare server, the static server, the SMTP server and the database on exit or Ctrl-C.
// Usage: npm run bench -- [--no-build] [--duration 10] [--connections 50] [--rounds 1] [--only <name part>[,...]]
//        [--port 3104] [--static-port 3114] [--bare-port 3124] [--insights-port 3134] [--smtp-port 3144]
//        [--topology [--cluster-port 3450]]
// --no-build reuses the product's build; the bare app is rebuilt only when its versions or files changed.
// --rounds N measures every page N times, one page after the other each round, and prints each page's median round
// (medianRound), with every round's ratio in a note: on a shared machine one window can be slower than the next.
// --topology (or --cluster) measures the pages through the topology as it ships (nginx's page cache, two processes)
// against one process and against the bare page (scripts/lib/bench-cluster.ts), loaded with wrk and asking for
// compressed answers as browsers do.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPrismaClient } from '../lib/db';
import { onShutdown, runMain } from './lib/cli';
import { buildBareNext, describeBare } from './lib/bench-bare';
import { startBareServer } from './lib/bench-bare-server';
import { benchCluster } from './lib/bench-cluster';
import { buildProduct } from './lib/next-build';
import { startProductionServer } from './lib/production-server';
import { measureOrders, measureTarget, probe, type BenchContext } from './lib/bench-measure';
import { serveStatic } from './lib/bench-run';
import { measureInsights } from './lib/bench-insights';
import { measureSignInBurst } from './lib/bench-sign-in';
import { measureOutbox, startSlowSmtpServer } from './lib/bench-outbox';
import {
  describeMachine,
  formatRatio,
  formatTable,
  goalMisses,
  medianRound,
  type BenchResult,
  type BenchRow,
} from './lib/bench-stats';
import { benchTargets, type BenchTarget } from './lib/bench-targets';

const root = fileURLToPath(new URL('..', import.meta.url));

runMain(async () => {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      duration: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      rounds: { type: 'string', default: '1' },
      only: { type: 'string' },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '3104' },
      'static-port': { type: 'string', default: process.env.BENCH_STATIC_PORT ?? '3114' },
      'bare-port': { type: 'string', default: process.env.BENCH_BARE_PORT ?? '3124' },
      'insights-port': { type: 'string', default: process.env.BENCH_INSIGHTS_PORT ?? '3134' },
      'smtp-port': { type: 'string', default: process.env.BENCH_SMTP_PORT ?? '3144' },
      cluster: { type: 'boolean', default: false },
      topology: { type: 'boolean', default: false },
      'cluster-port': { type: 'string', default: process.env.CLUSTER_PORT ?? '3450' },
    },
  });
  const duration = positiveNumber(values.duration, '--duration');
  const connections = positiveNumber(values.connections, '--connections');
  const rounds = positiveNumber(values.rounds, '--rounds');
  if (!Number.isInteger(rounds)) throw new Error(`--rounds must be a whole number, not "${values.rounds}".`);
  const port = positiveNumber(values.port, '--port');
  const staticPort = positiveNumber(values['static-port'], '--static-port');
  const barePort = positiveNumber(values['bare-port'], '--bare-port');
  // The product's beacon listener (INSIGHTS_PORT, docs/decisions/16-insights.md), as nginx would reach it.
  const insightsPort = positiveNumber(values['insights-port'], '--insights-port');
  process.env.INSIGHTS_PORT = String(insightsPort);

  console.log(`Machine: ${describeMachine()}`);
  if (!values['no-build']) await buildProduct(root);
  if (values.cluster || values.topology) {
    const basePort = positiveNumber(values['cluster-port'], '--cluster-port');
    const barePort = positiveNumber(values['bare-port'], '--bare-port');
    return benchCluster(root, { basePort, barePort, duration, connections, only: values.only?.toLowerCase() });
  }

  const only = values.only
    ?.toLowerCase()
    .split(',')
    .map((part) => part.trim());
  const chosen = (name: string) => !only || only.some((part) => name.toLowerCase().includes(part));
  if (chosen('outbox')) {
    // The measured server sends its e-mails here, and looks for due ones every second (docs/mail.md "How fast").
    const smtp = await startSlowSmtpServer(positiveNumber(values['smtp-port'], '--smtp-port'));
    onShutdown(smtp.close);
    Object.assign(process.env, { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '1000' });
  }

  console.log(describeBare(await buildBareNext()));
  const bareBase = await startBareServer(barePort);
  const { base, databaseUrl } = await startProductionServer(port);
  const db = createPrismaClient(databaseUrl);
  onShutdown(() => db.$disconnect());

  // The ceiling: the home page's bytes as the app sent them, from a server that does nothing else.
  const home = await fetch(`${base}/`);
  if (!home.ok) throw new Error(`The home page answered ${home.status}; cannot set the static ceiling.`);
  const stopStatic = await serveStatic(Buffer.from(await home.arrayBuffer()), staticPort);
  onShutdown(stopStatic);

  const context: BenchContext = { base, db, nextDir: path.join(root, '.next'), duration, connections };
  console.log(`\nLoad: ${connections} connections, ${duration} s per target after a 2 s warm-up.\n`);
  const bare = await measureTarget(context, { name: 'bare Next.js page', kind: 'page', path: '/', goal: {} }, bareBase);
  bare.bareRatio = 1;
  bare.bareCpuRatio = 1;
  const ceiling = await measureTarget(
    context,
    {
      name: 'static ceiling (home en)',
      kind: 'page',
      path: '/',
      goal: {},
    },
    `http://127.0.0.1:${staticPort}`,
  );
  const rows: BenchRow[] = [bare, ceiling];
  const misses: string[] = [];
  const notes: string[] = [];

  // First, so no other target's e-mails are queued before it (the orders' go through the same slow SMTP server).
  if (chosen('outbox')) rows.push(await measureOutbox(db, misses, notes));
  // The bare page is measured again after each page, and the page is read against the mean of the bare page just
  // before and just after it: on a shared machine the load moves within a run.
  const bareTarget: BenchTarget = { name: 'bare Next.js page', kind: 'page', path: '/', goal: {} };
  let bareBefore = bare;
  const bareRates: number[] = [bare.requestsPerSecond];
  /** Each page's rounds; other targets are measured once, in the first round. */
  const pageRounds = new Map<string, BenchResult[]>();
  for (let round = 0; round < rounds; round++) {
    for (const target of benchTargets.filter((entry) => chosen(entry.name))) {
      if (round > 0 && !pageRounds.has(target.name)) continue;
      const skipped = await probe(context, target);
      if (skipped) {
        rows.push({ name: target.name, skipped });
        continue;
      }
      const result =
        target.kind === 'order' ? await measureOrders(context, target, notes) : await measureTarget(context, target);
      if (target.kind !== 'page') {
        rows.push(result);
        misses.push(...goalMisses(result, target.goal).map((miss) => `${target.name}: ${miss}`));
        continue;
      }
      const bareAfter = await measureTarget(context, bareTarget, bareBase);
      bareRates.push(bareAfter.requestsPerSecond);
      const bareRate = (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2;
      result.ratio = result.requestsPerSecond / ceiling.requestsPerSecond;
      result.bareRatio = result.requestsPerSecond / bareRate;
      if (bareBefore.cpuMsPerRequest && bareAfter.cpuMsPerRequest && result.cpuMsPerRequest)
        result.bareCpuRatio = (bareBefore.cpuMsPerRequest + bareAfter.cpuMsPerRequest) / 2 / result.cpuMsPerRequest;
      bareBefore = bareAfter;
      if (!pageRounds.has(target.name)) {
        pageRounds.set(target.name, []);
        rows.push(result); // replaced by the median round below, in the same place
      }
      pageRounds.get(target.name)!.push(result);
    }
  }
  for (const [name, results] of pageRounds) {
    const chosenRound = medianRound(results);
    rows[rows.findIndex((row) => row.name === name)] = chosenRound;
    const goal = benchTargets.find((target) => target.name === name)!.goal;
    misses.push(...goalMisses(chosenRound, goal).map((miss) => `${name}: ${miss}`));
    if (rounds > 1)
      notes.push(
        `${name}, each round: ${results.map((result) => formatRatio(result.bareRatio)).join(', ')} of the bare page.`,
      );
  }

  // docs/decisions/16-insights.md §2: beacons/s, and the home page's throughput with each view's beacon against the page alone.
  if (bareRates.length > 1)
    notes.push(
      `Bare page, measured before and after each page: ${bareRates.map((rate) => Math.round(rate)).join(', ')} req/s.`,
    );
  if (chosen('insights'))
    rows.push(...(await measureInsights(context, `http://127.0.0.1:${insightsPort}`, notes, misses)));

  // docs/decisions/11-staff-security.md §3: a public page's p95 without and during 50 concurrent wrong staff sign-ins.
  if (chosen('sign-in burst')) rows.push(...(await measureSignInBurst(base, duration)));

  console.log(`\n${formatTable(rows)}\n`);
  for (const note of notes) console.log(note);
  console.log(misses.length === 0 ? 'All measured targets met.' : `Targets missed:\n  ${misses.join('\n  ')}`);
  console.log(`Load average at the end: ${describeMachine().split('load average ')[1]}`);
});

function positiveNumber(value: string, flag: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${flag} must be a positive number, not "${value}".`);
  return number;
}
