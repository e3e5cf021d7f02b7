// The topology bench's load generator (scripts/lib/bench-wrk.ts) run for real: wrk against a node:http server on
// loopback for a second, its report read back and checked against what the server counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseWrkReport, runWrk } from '@/scripts/lib/bench-wrk';

let server: http.Server;
let base = '';
const seen = { answered: 0, encodings: new Set<string | undefined>() };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.answered += 1;
    seen.encodings.add(request.headers['accept-encoding']);
    response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>bench</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the topology bench runs wrk', () => {
  it('sends the given headers and reports what the server answered, per second and in ms', async () => {
    seen.answered = 0;
    const result = await runWrk({
      url: `${base}/`,
      connections: 2,
      duration: 1,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(seen.encodings).toEqual(new Set(['gzip, br']));
    expect(result.responses).toBeGreaterThan(0);
    // Requests still in flight when wrk stops are answered but not counted: at most one per connection.
    expect(seen.answered - result.responses).toBeGreaterThanOrEqual(0);
    expect(seen.answered - result.responses).toBeLessThanOrEqual(2);
    expect(result.requestsPerSecond).toBeCloseTo(result.responses / result.duration, 6);
    expect(result.duration).toBeGreaterThan(0.9);
    expect(result.p50).toBeLessThanOrEqual(result.p99);
    expect([result.non2xx, result.errors]).toEqual([0, 0]);
  });

  it('counts answers of 400 and over apart', async () => {
    const result = await runWrk({ url: `${base}/missing`, connections: 1, duration: 1 });
    expect(result.responses).toBeGreaterThan(0);
    expect(result.non2xx).toBe(result.responses);
  });

  it('reads the report in microseconds as milliseconds, and refuses an output without one', () => {
    const output =
      'Running 1s test\nWRK_REPORT {"requests":500,"durationUs":2000000,"p50":1500,"p95":4000,"p99":9000,"status":3,"errors":1}\n';
    expect(parseWrkReport(output)).toEqual({
      requestsPerSecond: 250,
      duration: 2,
      responses: 500,
      p50: 1.5,
      p95: 4,
      p99: 9,
      non2xx: 3,
      errors: 1,
    });
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1')).toThrow(/wrk printed no report/);
  });
});
