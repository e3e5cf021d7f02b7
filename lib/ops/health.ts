import pg from 'pg';

/** What `/api/health` waits for the database at most: connect and `SELECT 1` together, in ms. */
export const HEALTH_DEADLINE_MS = 1_000;

const state = globalThis as unknown as {
  healthCheck?: Promise<boolean>;
  healthClient?: { url: string; client: Promise<pg.Client> };
};

/** A connection of the health check's own, kept for the next probes. */
function connect(connectionString: string, deadlineMs: number): Promise<pg.Client> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: deadlineMs });
  client.on('error', () => undefined); // a cut or dropped connection reports here; its next query fails
  return client.connect().then(() => client);
}

/** Cuts a connection (no polite end: a hung database may never answer it). */
function cut(client: Promise<pg.Client>) {
  void client.then(
    (held) => (held as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(),
    () => undefined,
  );
}

/**
 * `SELECT 1` on the kept connection, opened on first use (a new connection per probe cost 20-80 ms); a kept
 * connection that fails (a restarted database) is replaced once within the same deadline. Past the deadline the
 * connection is cut, nothing more is tried, and the next probe opens a new one.
 */
async function pingOnce(connectionString: string, deadlineMs: number): Promise<boolean> {
  let expired = false;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, deadlineMs, false);
  });
  const attempt = (fresh: boolean): Promise<boolean> => {
    if (fresh || state.healthClient?.url !== connectionString) {
      if (state.healthClient) cut(state.healthClient.client);
      state.healthClient = { url: connectionString, client: connect(connectionString, deadlineMs) };
    }
    const held = state.healthClient;
    return held.client
      .then((client) => client.query('SELECT 1'))
      .then(
        () => true,
        () => (fresh || expired ? false : attempt(true)),
      );
  };
  const healthy = await Promise.race([attempt(false), deadline]);
  expired = true;
  clearTimeout(timer);
  if (!healthy && state.healthClient) {
    cut(state.healthClient.client);
    state.healthClient = undefined;
  }
  return healthy;
}

/**
 * Whether PostgreSQL answers `SELECT 1` within HEALTH_DEADLINE_MS (1 s), for `/api/health` (docs/deploy.md "Health
 * and readiness"). It uses one connection of its own, never one of the pool's, kept between probes, and cuts it at
 * the deadline, so a hung database costs the probe one second and holds nothing afterwards; concurrent probes share
 * one check. Never throws.
 * @param connectionString defaults to DATABASE_URL; false when none is set.
 */
export function databaseAnswers(
  connectionString = process.env.DATABASE_URL,
  deadlineMs = HEALTH_DEADLINE_MS,
): Promise<boolean> {
  if (!connectionString) return Promise.resolve(false);
  state.healthCheck ??= pingOnce(connectionString, deadlineMs).finally(() => {
    state.healthCheck = undefined;
  });
  return state.healthCheck;
}
