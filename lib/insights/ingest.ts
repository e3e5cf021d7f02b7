import http from 'node:http';
import type { Db } from '@/lib/db';
import { reportUnexpectedError } from '@/lib/report-error';
import { beaconSchema } from '@/lib/validation/insights';
import { recordBeacon } from './record';

/** A beacon's body is a few hundred bytes; anything longer is refused. */
export const MAX_BEACON_BYTES = 2_000;

/**
 * The beacon endpoint's rule (issue 16 §2), shared by `POST /api/insights` and the ingest listener: a body that is
 * not a valid beacon gets 400; a valid one 202 at once, and is classified and queued beside the answer (bots, DNT
 * and Sec-GPC are answered 202 and not counted). Never throws.
 * @returns the HTTP status to answer.
 */
export function acceptBeacon(db: Db, text: string, headers: Headers): 202 | 400 {
  let body: unknown;
  try {
    body = text.length <= MAX_BEACON_BYTES ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) return 400;
  void recordBeacon(db, headers, parsed.data).catch((error: unknown) => reportUnexpectedError('Insights beacon not recorded', error));
  return 202;
}

const state = globalThis as unknown as { insightsIngest?: http.Server };

/**
 * A plain node:http listener for `POST /api/insights` beside Next.js (INSIGHTS_PORT, docs/insights.md): a proxy
 * sends the beacons there, so each costs a fraction of a Next.js request. Like Next, it takes the client's address
 * from X-Forwarded-For (TRUST_PROXY_HOPS) and fills it from the connection when no proxy set it.
 * @param host the address to listen on (INSIGHTS_HOST, default 127.0.0.1: the proxy on the same machine).
 */
export function startInsightsIngest(db: Db, port: number, host = process.env.INSIGHTS_HOST ?? '127.0.0.1'): http.Server {
  if (state.insightsIngest) return state.insightsIngest;
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url?.split('?')[0] !== '/api/insights') {
      response.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BEACON_BYTES) chunks.push(chunk);
    });
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) if (typeof value === 'string') headers.set(name, value);
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', request.socket.remoteAddress ?? '');
      const status = size > MAX_BEACON_BYTES ? 400 : acceptBeacon(db, Buffer.concat(chunks).toString('utf8'), headers);
      response.writeHead(status, { 'Cache-Control': 'no-store', 'Content-Length': '0' }).end();
    });
  });
  server.on('error', (error) => reportUnexpectedError(`Insights listener on port ${port} failed`, error));
  server.listen(port, host);
  state.insightsIngest = server;
  return server;
}

/** Stops the listener (graceful shutdown): no new beacons; the queue is written after it. */
export function stopInsightsIngest(): Promise<void> {
  const server = state.insightsIngest;
  state.insightsIngest = undefined;
  server?.closeAllConnections();
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
