// The bench's moving parts: one autocannon run with every response time recorded, the plain static server that
// sets the ceiling. Why a node:http server for the ceiling: it is the cheapest
// way Node can send the same bytes, so the ratio says how much of Node's raw speed the app keeps.
import http from 'node:http';
import autocannon, { type AutocannonRequest } from 'autocannon';
import { latencySummary } from './bench-stats';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  /** One request template, cycled by every connection (method, headers, setupRequest, onResponse). */
  request?: AutocannonRequest;
  /** Several templates that every connection sends in turn (instead of `request`). */
  requests?: AutocannonRequest[];
  /** Requests per second of all connections together, at most (unset: as fast as the server answers). */
  overallRate?: number;
}

/** One GET load run, whatever sends it (autocannon here, wrk in bench-wrk.ts): `url` is the page's whole address. */
export interface GetLoadOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  /** Responses of any status per second. */
  requestsPerSecond: number;
  /** Seconds the run lasted. */
  duration: number;
  responses: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
}

/** Loads `url` for `duration` seconds at `connections` and summarises the run; latencies in ms. */
export async function runLoad({
  url,
  connections,
  duration,
  request,
  requests,
  overallRate,
}: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const instance = autocannon({
    url,
    connections,
    duration,
    timeout: 10,
    requests: requests ?? (request ? [request] : undefined),
    overallRate,
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
    latencies.push(responseTime);
  });
  const result = await instance;
  return {
    requestsPerSecond: latencies.length / result.duration,
    duration: result.duration,
    responses: latencies.length,
    ...latencySummary(latencies),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * Serves `body` as text/html for every request on 127.0.0.1:`port` with node:http and nothing else.
 * @returns a function that closes the server (and its keep-alive connections).
 */
export async function serveStatic(body: Buffer, port: number): Promise<() => Promise<void>> {
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': String(body.length) };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use; choose another with --static-port.`) : error,
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
