// Clients of their own on one machine: Linux answers on all of 127.0.0.0/8, so a request sent from 127.0.4.1 and one
// from 127.0.4.2 reach the server from two addresses, as two guests would (docs/deploy.md, Client addresses).
import http from 'node:http';

export type LoopbackAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A request from the loopback address `from`; status 0 (and the error in `text`) when it could not be sent. */
export function requestFrom(
  from: string,
  url: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return new Promise<LoopbackAnswer>((resolve) => {
    const lengths = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    const request = http.request(
      url,
      { method, headers: { ...headers, ...lengths }, localAddress: from },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
        response.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
      },
    );
    request.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
    request.end(body);
  });
}

/**
 * One staff sign-in through Auth.js from the loopback address `from`, naming `forwardedFor` (when given) as its
 * address: "ok", or the refusal's code ("invalid", "locked").
 */
export async function signInFrom(
  base: string,
  from: string,
  account: { email: string; password: string },
  forwardedFor?: string,
) {
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {};
  const csrf = await requestFrom(from, `${base}/api/auth/csrf`, { headers });
  const cookie = (csrf.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
  const form = new URLSearchParams({
    csrfToken: JSON.parse(csrf.text).csrfToken,
    email: account.email,
    password: account.password,
    callbackUrl: '/backoffice',
  });
  const answer = await requestFrom(from, `${base}/api/auth/callback/credentials`, {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  const location = new URL(String(answer.headers.location ?? ''), base);
  return location.searchParams.get('error') ? (location.searchParams.get('code') ?? 'refused') : 'ok';
}
