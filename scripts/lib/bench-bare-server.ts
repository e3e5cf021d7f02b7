// Serving the bare reference build (scripts/lib/bench-bare.ts) for bench and Lighthouse. Why apart: the JS gate in
// `npm test` reads the bare build without a server, and should not load the database tooling this file pulls in.
import { BARE_APP_DIR } from './bench-bare';
import { runNext } from './next-server';
import { waitForServer } from './production-server';

/**
 * Starts `next start` of the bare build on `port` (NODE_ENV=production), stopped on shutdown like the product, and
 * without the product's request guard: the reference is a plain Next.js page, so it sends none of the product's
 * security headers (docs/decisions/15-framework-ratios.md §1).
 * @returns its origin, http://127.0.0.1:port.
 * @throws Error when it does not answer within 60 s.
 */
export async function startBareServer(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  const exited = runNext('start', [BARE_APP_DIR, '-p', String(port)], env, { guard: false });
  await waitForServer(`${base}/`, exited);
  return base;
}
