// Measuring one bench target against the running app: a probe that decides whether it can be measured, a 2 s
// warm-up, then the timed run. Why a warm-up: the first requests compile routes, fill caches and open database
// connections, which a guest on a busy site does not pay.
import type { AutocannonRequest } from 'autocannon';
import type { Db } from '@/lib/db';
import {
  findServerActionId,
  benchPickupCapacity,
  insertBenchOrders,
  orderNumberIn,
  benchClientAddress,
  placeOrderBody,
  serverActionHeaders,
} from './bench-orders';
import { runLoad, type GetLoadOptions, type LoadResult } from './bench-run';
import { cpuMs, serverPid } from './process-cpu';
import type { BenchResult } from './bench-stats';
import type { BenchTarget } from './bench-targets';

export interface BenchContext {
  /** The app's origin, e.g. http://127.0.0.1:3104. */
  base: string;
  db: Db;
  /** The build folder (.next), for the server action manifest. */
  nextDir: string;
  /** Seconds per target. */
  duration: number;
  connections: number;
  /** Cookie header for the backoffice target, set by probe. */
  sessionCookie?: string;
  /** The placeOrder action id, set by probe. */
  placeOrderId?: string;
}

const WARM_UP_SECONDS = 2;
const BACKOFFICE_ORDERS = 10_000;
/** Seed product every order is for; placing orders does not take stock (docs/spec.md §4), so it never runs out. */
const ORDER_PRODUCT_ID = 1;

/**
 * Why `target` cannot be measured ("skipped: 404", a missing hook or action), or undefined when it can. Fills
 * the context with what the target needs (action id, session cookie, 10,000 orders).
 */
export async function probe(context: BenchContext, target: BenchTarget): Promise<string | undefined> {
  if (target.kind === 'order') {
    context.placeOrderId ??= await findServerActionId(context.nextDir, 'lib/shop/actions.ts', 'placeOrder');
    if (!context.placeOrderId) return 'skipped: placeOrder not found in the build';
    await benchPickupCapacity(context.db);
    const response = await fetch(`${context.base}${target.path}`, orderRequest(context.placeOrderId, context.base));
    const body = await response.text();
    if (!response.ok || !orderNumberIn(body)) {
      throw new Error(`The placeOrder probe got ${response.status} without an order number: ${body.slice(0, 300)}`);
    }
    return undefined;
  }
  if (target.kind === 'backoffice') {
    if (!target.backofficeSession) {
      return 'skipped: no backofficeSession hook yet (scripts/lib/bench-targets.ts), needs the staff sign-in';
    }
    if (!context.sessionCookie) {
      await insertBenchOrders(context.db, BACKOFFICE_ORDERS, ORDER_PRODUCT_ID);
      context.sessionCookie = await target.backofficeSession(context.db);
    }
  }
  const headers = context.sessionCookie && target.kind === 'backoffice' ? { cookie: context.sessionCookie } : undefined;
  const response = await fetch(`${context.base}${target.path}`, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  if (response.status === 404) return 'skipped: 404';
  return undefined;
}

/** A GET load run (GetLoadOptions); resolves with the run's summary. */
export type GetLoad = (options: GetLoadOptions) => Promise<LoadResult>;

/** autocannon (scripts/lib/bench-run.ts) as a GetLoad: the default of every run but the topology's. */
const autocannonGet: GetLoad = ({ url, connections, duration, headers }) => {
  const { origin, pathname, search } = new URL(url);
  const request: AutocannonRequest = { method: 'GET', path: pathname + search, headers };
  return runLoad({ url: origin, connections, duration, request });
};

/**
 * Warm-up, then the timed run of a GET target against `base` (the app unless given), loaded by `load` (autocannon
 * unless given; the topology bench passes wrk, scripts/lib/bench-wrk.ts) with `extraHeaders` on every request.
 */
export async function measureTarget(
  context: BenchContext,
  target: BenchTarget,
  base = context.base,
  { load = autocannonGet, extraHeaders = {} }: { load?: GetLoad; extraHeaders?: Record<string, string> } = {},
): Promise<BenchResult> {
  const headers: Record<string, string> = { ...extraHeaders, ...target.headers };
  if (target.kind === 'backoffice' && context.sessionCookie) headers.cookie = context.sessionCookie;
  const options = { url: `${base}${target.path}`, connections: target.connections ?? context.connections, headers };
  process.stdout.write(`  ${target.name} ...`);
  await load({ ...options, duration: WARM_UP_SECONDS });
  // The server's CPU time per answer: steadier than req/s on a machine others load too (docs/decisions/15-framework-ratios.md §3). Not for a
  // server in this process (the static ceiling) nor through nginx (the cluster bench): see serverPid.
  const server = serverPid(base);
  const cpuBefore = server === undefined ? Number.NaN : cpuMs(server);
  const result = await load({ ...options, duration: context.duration });
  const cpuMsPerRequest = server === undefined ? undefined : (cpuMs(server) - cpuBefore) / result.responses;
  process.stdout.write(
    ` ${Math.round(result.requestsPerSecond)} req/s${cpuMsPerRequest === undefined ? '' : `, ${cpuMsPerRequest.toFixed(2)} ms CPU each`}\n`,
  );
  return { name: target.name, ...result, cpuMsPerRequest };
}

/**
 * Warm-up, then the timed run of placeOrder with a new idempotency key per request. Requests per second count
 * only answers that are 2xx and carry an order number; afterwards the database must hold as many new orders as
 * were counted, plus at most one cut off per connection per run. A note with the counts is added to `notes`.
 * @throws Error when the database disagrees with the count.
 */
export async function measureOrders(context: BenchContext, target: BenchTarget, notes: string[]): Promise<BenchResult> {
  const actionId = context.placeOrderId!;
  let placed = 0;
  const template = orderRequest(actionId, context.base);
  const request: AutocannonRequest = {
    method: 'POST',
    path: target.path,
    headers: template.headers,
    setupRequest: (next) => ({
      ...next,
      headers: { ...template.headers, 'x-forwarded-for': benchClientAddress() },
      body: placeOrderBody(ORDER_PRODUCT_ID),
    }),
    onResponse: (status, body) => {
      if (status >= 200 && status < 300 && orderNumberIn(body)) placed += 1;
    },
  };
  const options = { url: context.base, connections: target.connections ?? context.connections, request };
  const before = await context.db.order.count();
  process.stdout.write(`  ${target.name} ...`);
  await runLoad({ ...options, duration: WARM_UP_SECONDS });
  const placedInWarmUp = placed;
  const server = serverPid(context.base);
  const cpuBefore = server === undefined ? Number.NaN : cpuMs(server);
  const result = await runLoad({ ...options, duration: context.duration });
  const placedInRun = placed - placedInWarmUp;
  // The server's CPU per order placed (its outbox sender's work on the orders' e-mails included): steadier than
  // orders/s on a machine others load too.
  const cpuMsPerRequest = server === undefined ? undefined : (cpuMs(server) - cpuBefore) / placedInRun;
  const stored = (await context.db.order.count()) - before;
  // Requests still in flight when a run stops may be committed without their answer being read: at most one
  // per connection per run (warm-up and timed run).
  const inFlight = stored - placed;
  if (inFlight < 0 || inFlight > 2 * options.connections) {
    throw new Error(`${placed} orders were confirmed to the bench but the database holds ${stored} new orders.`);
  }
  const ordersPerSecond = placedInRun / result.duration;
  process.stdout.write(
    ` ${Math.round(ordersPerSecond)} orders/s${cpuMsPerRequest === undefined ? '' : `, ${cpuMsPerRequest.toFixed(1)} ms CPU each`}\n`,
  );
  notes.push(
    `place order: ${placedInRun} orders placed in ${result.duration} s at ${options.connections} connections (${result.responses - placedInRun} answers ` +
      `without an order number); the database holds ${stored} new orders (warm-up and run, ${inFlight} answered after the run stopped).`,
  );
  return { name: `${target.name} (orders/s)`, ...result, requestsPerSecond: ordersPerSecond, cpuMsPerRequest };
}

function orderRequest(actionId: string, origin: string) {
  return { method: 'POST', headers: serverActionHeaders(actionId, origin), body: placeOrderBody(ORDER_PRODUCT_ID) };
}
