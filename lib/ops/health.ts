import pg from 'pg';

/** What `/api/health` waits for the database at most: connect and `SELECT 1` together, in ms. */
export const HEALTH_DEADLINE_MS = 1_000;

const state = globalThis as unknown as { healthCheck?: Promise<boolean> };

/** One `SELECT 1` on a connection of its own, closed (or cut, when the database hangs) before it answers. */
async function pingOnce(connectionString: string, deadlineMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: deadlineMs });
  client.on('error', () => undefined); // a cut connection reports here; the answer is already false
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, deadlineMs, false);
  });
  const ping = client.connect().then(() => client.query('SELECT 1')).then(() => true, () => false);
  const healthy = await Promise.race([ping, deadline]);
  clearTimeout(timer);
  // A healthy connection ends politely; a hung one is cut, so no socket or backend is left waiting.
  if (healthy) void client.end().catch(() => undefined);
  else (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  return healthy;
}

/**
 * Whether PostgreSQL answers `SELECT 1` within HEALTH_DEADLINE_MS (1 s), for `/api/health` (docs/deploy.md "Health
 * and readiness"). It uses a connection of its own, never one of the pool's, and cuts it at the deadline, so a hung
 * database costs the probe one second and holds nothing afterwards; concurrent probes share one check, so a flood of
 * probes opens one connection at a time. Never throws.
 * @param connectionString defaults to DATABASE_URL; false when none is set.
 */
export function databaseAnswers(connectionString = process.env.DATABASE_URL, deadlineMs = HEALTH_DEADLINE_MS): Promise<boolean> {
  if (!connectionString) return Promise.resolve(false);
  state.healthCheck ??= pingOnce(connectionString, deadlineMs).finally(() => {
    state.healthCheck = undefined;
  });
  return state.healthCheck;
}
