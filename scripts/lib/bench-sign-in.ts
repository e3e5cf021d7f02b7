// docs/decisions/11-staff-security.md §3: a burst of wrong staff sign-ins must not stall public pages. Why the Auth.js credentials endpoint:
// it runs the same authorize() as the login form (throttling counters, argon2id), without the page around it.
// Each request comes from its own address and e-mail, so the throttling refuses none of them and every one pays
// the full argon2 check: the worst case for the server's CPU, not a realistic attacker (who is throttled).
import type { AutocannonRequest } from 'autocannon';
import { runLoad, type LoadResult } from './bench-run';
import type { BenchResult } from './bench-stats';

/** Concurrent wrong sign-ins of the burst (docs/decisions/11-staff-security.md §3). */
export const SIGN_IN_BURST = 50;
/** Connections on the public page, quiet and during the burst. */
const PAGE_CONNECTIONS = 10;
const PAGE = '/';

/** An Auth.js CSRF token and the cookie it is checked against (reusable for every request of the run). */
async function csrf(base: string) {
  const response = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return { csrfToken, cookie };
}

/**
 * The home page's latency without and then during SIGN_IN_BURST (50) concurrent wrong sign-ins, each for
 * `duration` seconds, and the sign-ins' own figures. Rows for the bench table.
 * @throws Error when a probe sign-in is not answered as a refused sign-in (a redirect with an error).
 */
export async function measureSignInBurst(base: string, duration: number): Promise<BenchResult[]> {
  const { csrfToken, cookie } = await csrf(base);
  let counter = 0;
  const signIn: AutocannonRequest = {
    method: 'POST',
    path: '/api/auth/callback/credentials',
    setupRequest: (next) => {
      counter += 1;
      const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
      const body = new URLSearchParams({
        csrfToken,
        email: `burst-${counter}@example.com`,
        password: `wrong password ${counter}`,
      }).toString();
      return {
        ...next,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': address },
        body,
      };
    },
  };
  const probe = await fetch(`${base}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, 'x-forwarded-for': '10.255.255.255' },
    body: new URLSearchParams({ csrfToken, email: 'burst-probe@example.com', password: 'wrong password' }),
  });
  if (probe.status !== 302 || !probe.headers.get('location')?.includes('error='))
    throw new Error(`A wrong sign-in answered ${probe.status}, not a refusal.`);

  const page = {
    url: base,
    connections: PAGE_CONNECTIONS,
    request: { method: 'GET', path: PAGE } as AutocannonRequest,
  };
  process.stdout.write(`  sign-in burst: home alone, then during ${SIGN_IN_BURST} wrong sign-ins ...`);
  await runLoad({ ...page, duration: 2 });
  const quiet = await runLoad({ ...page, duration });
  const [during, burst] = await Promise.all([
    runLoad({ ...page, duration }),
    runLoad({ url: base, connections: SIGN_IN_BURST, duration, request: signIn }),
  ]);
  process.stdout.write(` p95 ${Math.round(quiet.p95)} ms -> ${Math.round(during.p95)} ms\n`);
  const row = (name: string, result: LoadResult): BenchResult => ({ name, ...result });
  return [
    row(`home (en), ${PAGE_CONNECTIONS} conns, quiet`, quiet),
    row(`home (en), ${PAGE_CONNECTIONS} conns, during burst`, during),
    // Auth.js answers a refused sign-in with a 302 to the login page: every answer here counts as non-2xx.
    row(`wrong sign-ins, ${SIGN_IN_BURST} conns`, burst),
  ];
}
