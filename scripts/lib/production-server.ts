// The production build served on a fresh throwaway database, for the measuring scripts (bench, Lighthouse). Why
// not the e2e server script: these scripts run in one process and need the database URL and a ready server.
import { onShutdown } from './cli';
import { randomAuthSecret } from './auth-secret';
import { startThrowawayPostgres } from './embedded-postgres';
import { clearRenderCaches, runNext } from './next-server';
import { prepareDatabase } from './prepare-database';

/**
 * Starts a throwaway PostgreSQL (migrated and seeded) and `next start` on `port` with NODE_ENV=production, SITE_URL
 * set to the served origin, and an AUTH_SECRET (the environment's, else a random one for this run); both stop
 * on shutdown, Next first. Pages cached by an earlier run are deleted first.
 * @returns the app's origin (http://127.0.0.1:port) and the database URL.
 * @throws Error when the database or the server cannot start, or the server does not answer within 60 s.
 */
export async function startProductionServer(port: number): Promise<{ base: string; databaseUrl: string }> {
  await clearRenderCaches();
  const database = await startThrowawayPostgres();
  onShutdown(database.stop);
  await prepareDatabase(database.url, { seed: 'sample' });
  const base = `http://127.0.0.1:${port}`;
  // Not `-H 127.0.0.1`: with it, `/` answered 307 to itself (Next 16.4 with the next-intl proxy).
  const exited = runNext('start', ['-p', String(port)], {
    ...process.env,
    DATABASE_URL: database.url,
    NODE_ENV: 'production',
    SHUTDOWN_DRAIN_MS: '0',
    AUTH_SECRET: measuringAuthSecret(),
    // Canonical and hreflang URLs name the origin that is measured, as they name the public origin in production.
    SITE_URL: base,
    // The bench stands for the proxy: it names each order's and each sign-in's client in X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
  });
  await waitForServer(`${base}/api/health`, exited);
  return { base, databaseUrl: database.url };
}

/**
 * Polls `url` every 250 ms until it answers 2xx, giving up after `timeoutMs` or as soon as
 * `exited` settles (the server process ended).
 * @throws Error when the server exited or did not answer in time.
 */
export async function waitForServer(url: string, exited: Promise<number>, timeoutMs = 60_000) {
  let gone: number | undefined;
  void exited.then((code) => (gone = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gone !== undefined) throw new Error(`The server exited (code ${gone}) before answering ${url}.`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs / 1000} s.`);
}

const measuringSecret = process.env.AUTH_SECRET ?? randomAuthSecret();

/** The AUTH_SECRET the measured server runs with: the environment's, else a random one for this run. */
export function measuringAuthSecret(): string {
  return measuringSecret;
}
