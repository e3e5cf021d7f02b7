// docs/performance.md "Writing a cached page": behind the request guard (loaded by this project's setup, as by every
// server process), an answer any cache may keep reaches the socket as bytes encoded once, not as the text it was given
// to `end` with; a personal answer's text is never kept. Real HTTP over loopback; what reaches the socket is read by
// wrapping net.Socket#_writev / #_write for the duration of one request.
import http from 'node:http';
import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodedBody, isSharedTextBody, MIN_ENCODED_LENGTH } from '@/lib/ops/encoded-bodies.mjs';

/** A page's text with characters of two and three bytes in UTF-8 (ç, ã, €, ’), longer than the threshold. */
const page = `<!DOCTYPE html><p>Passeios de barco, visitas às vinhas e 10 € de desconto — ${'ção’'.repeat(MIN_ENCODED_LENGTH)}</p>`;

let server: http.Server;
let port: number;
/** The Cache-Control and body each request is answered with. */
const answers = new Map<string, { cacheControl?: string; body: string }>([
  ['/cached', { cacheControl: 's-maxage=86400, stale-while-revalidate=31449600', body: page }],
  ['/cached?utm_source=mail', { cacheControl: 's-maxage=86400, stale-while-revalidate=31449600', body: page }],
  ['/personal', { cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate', body: `${page}personal` }],
  ['/unmarked', { body: `${page}unmarked` }],
  ['/revalidated', { cacheControl: 'no-cache', body: `${page}revalidated` }],
]);
/** Requests whose `end` was called with a callback, and whether it ran. */
const callbacks: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const { cacheControl, body } = answers.get(request.url ?? '') ?? { body: 'none' };
    if (cacheControl) response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(body));
    if (request.headers['x-end-callback']) response.end(body, () => callbacks.push(request.url ?? ''));
    else response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const { _writev: writev, _write: write } = net.Socket.prototype;
afterEach(() => Object.assign(net.Socket.prototype, { _writev: writev, _write: write }));

/**
 * GETs `path`; resolves with the body received and the kind ('string' or 'Buffer') of each long chunk the server's
 * sockets wrote (the head is a short string of its own, or the body's first characters when Node joins them).
 */
async function get(path: string, headers: Record<string, string> = {}): Promise<{ body: Buffer; written: string[] }> {
  const written: string[] = [];
  const record = (socket: net.Socket, chunk: unknown) => {
    if (socket.localPort !== port || (chunk as string | Buffer).length < MIN_ENCODED_LENGTH) return;
    written.push(typeof chunk === 'string' ? 'string' : Buffer.isBuffer(chunk) ? 'Buffer' : 'other');
  };
  net.Socket.prototype._writev = function (chunks, callback) {
    for (const { chunk } of chunks) record(this, chunk);
    return writev!.call(this, chunks, callback);
  };
  net.Socket.prototype._write = function (chunk, encoding, callback) {
    record(this, chunk);
    return write.call(this, chunk, encoding, callback);
  };
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  Object.assign(net.Socket.prototype, { _writev: writev, _write: write });
  expect(response.status).toBe(200);
  return { body, written };
}

describe('a cached page is written as bytes encoded once (docs/performance.md, Writing a cached page)', () => {
  it('writes a shareable answer as the same bytes, encoded, never as text, and keeps them for the next answer', async () => {
    for (let round = 0; round < 2; round++) {
      const { body, written } = await get('/cached', round === 1 ? { 'x-end-callback': '1' } : {});
      expect(body.equals(Buffer.from(page, 'utf8'))).toBe(true);
      expect(written).toEqual(['Buffer']);
    }
    await expect.poll(() => callbacks).toEqual(['/cached']);
    const bytes = encodedBody('/cached', page);
    expect(encodedBody('/cached', `${page}`)).toBe(bytes);
    // A query names the same page: its answer reuses the path's bytes instead of adding an entry.
    const { body, written } = await get('/cached?utm_source=mail');
    expect(body.equals(bytes)).toBe(true);
    expect(written).toEqual(['Buffer']);
    expect(encodedBody('/cached?x=1', page)).toBe(bytes);
  });

  it('keeps one text a path: a new text is encoded anew and wins, the old one is gone', () => {
    const before = encodedBody('/edited', page);
    const edited = page.replace('10 €', '12 €');
    expect(edited.length).toBe(page.length);
    const after = encodedBody('/edited', edited);
    expect(after).not.toBe(before);
    expect(after.toString('utf8')).toBe(edited);
    expect(encodedBody('/edited', edited)).toBe(after);
    expect(encodedBody('/edited', page)).not.toBe(before);
  });

  it('writes a personal answer, one to revalidate, or one without Cache-Control, as Node does', async () => {
    for (const path of ['/personal', '/revalidated', '/unmarked']) {
      const { body, written } = await get(path);
      expect(body.toString('utf8')).toBe(answers.get(path)!.body);
      expect(written).toEqual(['string']);
    }
  });

  it('decides on the body, its encoding and the cache rule, reading the header only for a long text', () => {
    const read: unknown[] = [];
    const answer = (cacheControl: unknown) => ({ getHeader: () => (read.push(cacheControl), cacheControl) });
    const shared = answer('s-maxage=60');
    expect(isSharedTextBody(page, undefined, shared)).toBe(true);
    expect(isSharedTextBody(page, 'utf8', shared)).toBe(true);
    expect(isSharedTextBody(page, () => {}, answer('public, max-age=60'))).toBe(true);
    expect(isSharedTextBody(page, undefined, answer('public, no-store'))).toBe(false);
    expect(isSharedTextBody(page, undefined, answer('Private, max-age=0'))).toBe(false);
    expect(isSharedTextBody(page, undefined, answer('no-cache'))).toBe(false);
    expect(isSharedTextBody(page, undefined, answer(undefined))).toBe(false);
    expect(read).toHaveLength(7);
    expect(isSharedTextBody(page.slice(0, MIN_ENCODED_LENGTH - 1), undefined, shared)).toBe(false);
    expect(isSharedTextBody(page, 'latin1', shared)).toBe(false);
    expect(isSharedTextBody(Buffer.from(page), undefined, shared)).toBe(false);
    expect(isSharedTextBody(undefined, undefined, shared)).toBe(false);
    expect(read).toHaveLength(7);
  });
});
