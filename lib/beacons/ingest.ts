import http from 'node:http';
import { prisma, type Db } from '@/lib/db';
import { clientAddress } from '@/lib/rate-limit';
import { reportUnexpectedError } from '@/lib/report-error';
import { beaconSchema, type Beacon } from '@/lib/beacons/schema';
import { takeBeacon } from './limit';
import { recordBeacon, type HeaderReader } from './record';

/** A beacon's body is a few hundred bytes; anything longer is refused. */
export const MAX_BEACON_BYTES = 2_000;

/** What the beacon endpoint answers: 202 with the beacon to record, 400 (not a beacon) or 429 (over the limit). */
export type BeaconAdmission = { status: 202; beacon: Beacon } | { status: 400 | 429 };

/**
 * The beacon endpoint's rule (docs/decisions/16-insights.md §2), shared by `POST /api/insights` and the ingest listener: an address over
 * BEACON_LIMIT gets 429, a body that is not a valid beacon 400, a valid one 202. Only cheap checks: the caller
 * answers, then records the beacon (recordBeacon drops bots, DNT and Sec-GPC, which are answered 202 too).
 */
export function admitBeacon(text: string, headers: HeaderReader): BeaconAdmission {
  if (!takeBeacon(clientAddress(headers))) return { status: 429 };
  let body: unknown;
  try {
    body = text.length <= MAX_BEACON_BYTES ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = beaconSchema.safeParse(body);
  return parsed.success ? { status: 202, beacon: parsed.data } : { status: 400 };
}

/**
 * Beacons answered but not yet queued (recordBeacon may wait for the day's salt): a stop waits for them. On
 * globalThis, like the listener, because Next bundles the route and the instrumentation separately.
 */
const recording = ((globalThis as unknown as { insightsRecording?: Set<Promise<unknown>> }).insightsRecording ??=
  new Set());

/** Records an admitted beacon in the background (classified and queued for the next batch). Never throws. */
function record(db: Db, headers: HeaderReader, beacon: Beacon): void {
  const done = recordBeacon(db, headers, beacon)
    .catch((error: unknown) => reportUnexpectedError('Insights beacon not recorded', error))
    .finally(() => recording.delete(done));
  recording.add(done);
}

/**
 * admitBeacon, then records a 202's beacon beside the answer (docs/decisions/16-insights.md §2; docs/insights.md),
 * in `db`, the process's client unless given. Never throws.
 * @param text the request body as sent, at most MAX_BEACON_BYTES of JSON.
 * @returns the HTTP status to answer: 202, 400 or 429.
 */
export function acceptBeacon(text: string, headers: HeaderReader, db: Db = prisma): BeaconAdmission['status'] {
  const admission = admitBeacon(text, headers);
  if (admission.status === 202) record(db, headers, admission.beacon);
  return admission.status;
}

/** Node's request headers read like a Headers (lower-case names). */
function requestHeaders(request: http.IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      return typeof value === 'string' ? value : null;
    },
  };
}

const answers = {
  202: { 'Content-Length': '0', 'Cache-Control': 'no-store' },
  400: { 'Content-Length': '0', 'Cache-Control': 'no-store' },
  404: { 'Content-Length': '0' },
  429: { 'Content-Length': '0', 'Cache-Control': 'no-store', 'Retry-After': '60' },
} as const;

const state = globalThis as unknown as { insightsIngest?: http.Server };

/**
 * A plain node:http listener for `POST /api/insights` beside Next.js (INSIGHTS_PORT, docs/insights.md): a proxy
 * sends the beacons there, so each costs a fraction of a Next.js request. It answers before it records the beacon.
 * Like Next's routes, it takes the client's address from the connection, or behind trusted proxies from
 * X-Forwarded-For (clientAddress, TRUST_PROXY_HOPS): the request guard runs in the listener's thread too.
 * @param host the address to listen on (INSIGHTS_HOST, default 127.0.0.1: the proxy on the same machine).
 */
export function startInsightsIngest(
  db: Db,
  port: number,
  host = process.env.INSIGHTS_HOST ?? '127.0.0.1',
): http.Server {
  if (state.insightsIngest) return state.insightsIngest;
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url?.split('?')[0] !== '/api/insights') {
      response.writeHead(404, answers[404]).end();
      request.resume();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      if (text.length <= MAX_BEACON_BYTES) text += chunk;
    });
    request.on('end', () => {
      const headers = requestHeaders(request);
      const admission: BeaconAdmission = text.length > MAX_BEACON_BYTES ? { status: 400 } : admitBeacon(text, headers);
      response.writeHead(admission.status, answers[admission.status]).end();
      if (admission.status === 202) record(db, headers, admission.beacon);
    });
  });
  server.on('error', (error) => reportUnexpectedError(`Insights listener on port ${port} failed`, error));
  server.listen(port, host);
  state.insightsIngest = server;
  return server;
}

/**
 * Stops the listener (graceful shutdown): no new beacons, and every beacon already answered is queued before this
 * resolves; the queue is written after it (stopInsights).
 */
export async function stopInsightsIngest(): Promise<void> {
  const server = state.insightsIngest;
  state.insightsIngest = undefined;
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await Promise.all(recording);
}
