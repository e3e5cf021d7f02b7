// docs/deploy.md "Request bodies": the request guard (loaded by this project's setup, as by every server process)
// refuses a public request whose body is over 1 MB before it is read, and lets staff paths take larger ones only
// when their path is the one the router routes. Requests go over real HTTP to a server that would read any body it
// is handed, written on a raw connection so that the path reaches the server exactly as an attacker spells it.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let server: http.Server;
let port: number;
/** Paths whose request reached the server's handler (the guard let them through). */
const reached: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    reached.push(request.url ?? '');
    // Answer at once without waiting for the promised body: what matters is whether the guard let it through.
    response.writeHead(200, { Connection: 'close' }).end('reached\n', () => request.socket.destroySoon());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends a POST head promising `length` bytes (and none of them) to `path`: the status line of the answer. */
function post(path: string, length = 8 * 1024 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (received.includes('\r\n')) {
        socket.destroy();
        resolve(received.split('\r\n')[0]);
      }
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${length}\r\n\r\n`,
    );
  });
}

describe('the request guard decides on the path the router routes (docs/deploy.md, Request bodies)', () => {
  it('gives the public limit to a staff path that resolves elsewhere, however it is spelled', async () => {
    for (const path of [
      '/backoffice/../contact',
      '/backoffice/%2e%2e/contact',
      '/backoffice/%2E%2E/contact',
      '/backoffice/.%2e/contact',
      '/backoffice/../api/partner/redemptions',
      '/api/backoffice/../partner/typed-code',
      '/backoffice/./../pt/contact',
      '/backoffice\\..\\contact',
      '/backoffice%2f..%2fcontact',
      '/backoffice/%252e%252e/contact',
      '/backoffice//../contact',
      '//backoffice/x',
      'http://localhost/backoffice/x',
    ]) {
      expect(await post(path), path).toBe('HTTP/1.1 413 Payload Too Large');
      expect(reached, path).not.toContain(path);
    }
  });

  it('lets staff paths in normal form take large bodies, and public paths up to 1 MB', async () => {
    for (const path of [
      '/backoffice',
      '/backoffice/products/7',
      '/api/backoffice/media',
      '/backoffice/x?next=/../contact',
    ])
      expect(await post(path), path).toBe('HTTP/1.1 200 OK');
    expect(await post('/contact', 1024 * 1024)).toBe('HTTP/1.1 200 OK');
    expect(await post('/contact', 1024 * 1024 + 1)).toBe('HTTP/1.1 413 Payload Too Large');
  });
});

// docs/decisions/06-fast-accessible-hardened.md §5: every response carries the security headers, added where the
// response did not set one itself (lib/ops/security-headers.mjs).
describe('security headers', () => {
  /** The head of the answer to a GET of `path` from a server whose handler is `handle`. */
  async function headOf(handle: http.RequestListener, path = '/') {
    const own = http.createServer(handle);
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await fetch(`http://127.0.0.1:${(own.address() as net.AddressInfo).port}${path}`);
      await answer.arrayBuffer();
      return answer.headers;
    } finally {
      await new Promise((resolve) => own.close(resolve));
    }
  }

  it("are added to a response's head, and a header the response set itself is kept", async () => {
    const plain = await headOf((_request, response) => response.end('page'));
    expect(plain.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(plain.get('x-frame-options')).toBe('DENY');
    const own = await headOf((_request, response) => {
      response.setHeader('Permissions-Policy', 'camera=(self)');
      response.writeHead(200, { 'Content-Security-Policy': "default-src 'none'" }).end('preview');
    });
    expect(own.get('content-security-policy')).toBe("default-src 'none'");
    expect(own.get('permissions-policy')).toBe('camera=(self)');
    expect(own.get('x-content-type-options')).toBe('nosniff');
  });

  it('are on a request the guard refuses itself', async () => {
    const head = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/contact', method: 'POST' }, (answer) => {
        answer.resume();
        resolve(answer.headers);
      });
      request.on('error', reject);
      request.setHeader('Content-Length', String(8 * 1024 * 1024));
      request.flushHeaders();
    });
    expect(head['x-frame-options']).toBe('DENY');
    expect(head['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
