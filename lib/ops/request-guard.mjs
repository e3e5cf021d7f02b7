// The server's front door, loaded before Next.js in every server process the project starts
// (`node --import ./lib/ops/request-guard.mjs ...`: npm start, the standalone server, the tests' servers; docs/deploy.md,
// "Client addresses" and "Request bodies"). For every request any HTTP server of the process (and of its threads)
// receives, before anyone reads it:
// - it deletes any copy of the private connection-address header a client sent and sets it from the socket, which
//   Next.js cannot do (it keeps a client's own X-Forwarded-For); lib/rate-limit.ts counts TRUST_PROXY_HOPS from it;
// - a request to a public page with a body over 1 MB (by its Content-Length) is answered 413, and one whose length is
//   not given (chunked) 411, without reading the body: only staff pages and the upload route take large bodies, and
//   only when their path is in the normal form the router routes, so `/backoffice/../contact` or
//   `/backoffice/%2e%2e/api/partner/redemptions` (a public page or a partner API once resolved) get the public limit.
// Why a patch of http.Server#emit: Next's own server (`next start`, the standalone server.js) offers no hook before it
// handles a request, and replacing it would lose its graceful shutdown and keep-alive settings.
// It also gives every answer of the process the security headers it did not set itself (security-headers.mjs), as
// its head is written, and writes a cached page's long text body as bytes encoded once (encoded-bodies.mjs).
import http from 'node:http';
import { CONNECTION_ADDRESS_HEADER, GUARD_INSTALLED, normalizeAddress } from './connection-address.mjs';
import { encodedBody, isSharedTextBody } from './encoded-bodies.mjs';
import { securityHeadersFor } from './security-headers.mjs';

/** Largest request body a public page takes (server actions of the public forms are a few kB). */
export const MAX_PUBLIC_BODY_BYTES = 1024 * 1024;

/** Paths that take large bodies: staff forms with photos and the media upload (docs/media.md). */
const LARGE_BODY_PATHS = /^\/(backoffice|api\/backoffice)(\/|$)/;

/**
 * True when the router routes `path` (a request's path, without its query) exactly as written: it starts with "/",
 * URL parsing (what Next.js does with it) leaves it as it is (no "." or ".." segment, plain or percent-encoded, no
 * backslash, nothing to encode), and it holds no empty segment ("//", which Next.js redirects) nor an encoded slash,
 * backslash or percent sign, which a later decoding could turn into a separator or a dot segment.
 * @param {string} path
 * @returns {boolean}
 */
function isNormalPath(path) {
  if (!path.startsWith('/') || /\/\/|%2f|%5c|%25/i.test(path)) return false;
  return new URL(path, 'http://guard.invalid').pathname === path;
}

/** The status a request is refused with before its body is read, or null to pass it on. */
function refusal(request) {
  const path = (request.url ?? '/').split('?')[0];
  // A staff path spelled any other way is not trusted to stay one: it gets the public limit.
  if (isNormalPath(path) && LARGE_BODY_PATHS.test(path)) return null;
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > MAX_PUBLIC_BODY_BYTES ? 413 : null;
  return request.headers['transfer-encoding'] ? 411 : null;
}

const texts = { 411: 'Length Required', 413: 'Payload Too Large' };

/** Stamps the connection's address; answers and closes a refused request. @returns true when it was answered. */
function guard(request, response) {
  delete request.headers[CONNECTION_ADDRESS_HEADER];
  request.headers[CONNECTION_ADDRESS_HEADER] = normalizeAddress(request.socket?.remoteAddress);
  const status = refusal(request);
  if (status === null) return false;
  const body = `${texts[status]}\n`;
  response.shouldKeepAlive = false;
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  // The body is never read: the socket closes once the answer is written.
  response.end(body, () => request.socket?.destroySoon?.());
  return true;
}

/** @type {[string, string][] | undefined} Read at the first answer: Next.js sets NODE_ENV after this file loads. */
let securityHeaders;

if (!globalThis[GUARD_INSTALLED]) {
  globalThis[GUARD_INSTALLED] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function emitGuarded(event, ...args) {
    if (event === 'request' && guard(args[0], args[1])) return true;
    return emit.call(this, event, ...args);
  };
  // Every answer's head (written explicitly or by its first write) gets the security headers it has not set itself:
  // a route handler's own Content-Security-Policy and next.config.ts's counter rule keep theirs.
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function writeHeadWithSecurityHeaders(...args) {
    securityHeaders ??= securityHeadersFor(process.env.NODE_ENV).map(({ key, value }) => [key, value]);
    for (const [key, value] of securityHeaders) if (!this.hasHeader(key)) this.setHeader(key, value);
    return writeHead.apply(this, args);
  };
  const end = http.ServerResponse.prototype.end;
  http.ServerResponse.prototype.end = function endWithEncodedBody(chunk, encoding, callback) {
    if (isSharedTextBody(chunk, encoding, this))
      return end.call(this, encodedBody(this.req?.url ?? '', chunk), encoding, callback);
    return end.call(this, chunk, encoding, callback);
  };
}
