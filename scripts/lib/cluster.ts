// The deployment topology of docs/deploy.md run as plain processes (docs/decisions/14-several-servers.md §6): Debian's nginx balancing two
// `next start` processes of one build, Debian's redis-server for the shared cache, one embedded PostgreSQL. Used
// by the cluster test, `npm run cluster` and `npm run bench -- --cluster`. Why processes: no container runtime
// here, and the same binaries as the compose file's images are what the test must prove.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomAuthSecret } from './auth-secret';
import { startThrowawayPostgres } from './embedded-postgres';
import { clearRenderCaches, nextArgs } from './next-server';
import { prepareDatabase } from './prepare-database';
import { waitForServer } from './production-server';
import { nginxConfig } from './nginx-config';
import { tiedToParent } from './tied-to-parent';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** One `next start` process of the cluster. */
export interface AppProcess {
  name: 'A' | 'B';
  port: number;
  /** What the process printed (stdout and stderr), line by line. */
  output: string[];
  /** Sends SIGTERM and resolves with the exit code once the process is gone. */
  terminate(): Promise<number | null>;
  /** Starts the process again (after terminate) and waits until it answers. */
  start(): Promise<void>;
}

export interface Cluster {
  /** nginx, balancing both processes. */
  url: string;
  /** nginx, pinned to process A / B (same proxy settings), so a test can choose the process. */
  urlA: string;
  urlB: string;
  /** The directory of nginx's page cache (docs/deploy.md "The page cache"), for a test to read what it stored. */
  pageCacheDir: string;
  apps: [AppProcess, AppProcess];
  /** Each app's insights listener port (INSIGHTS_PORT), in the order of `apps`; nothing listens there without it. */
  insightsPorts: [number, number];
  databaseUrl: string;
  /** Undefined when started without Redis (each process keeps its private in-memory cache). */
  redisUrl?: string;
  stopRedis(): Promise<void>;
  /**
   * Stops both app processes and starts them again with other settings on the same nginx, database and build (the
   * render caches cleared, as at the start), so a test can compare two configurations without a second topology.
   * `cluster.apps` then holds the new processes.
   * @throws Error when `redis` is asked for but this cluster's Redis was not started or has been stopped.
   */
  restartApps(options: AppOptions): Promise<void>;
  /** Stops everything (apps, nginx, Redis, database); safe to call twice. */
  stop(): Promise<void>;
}

/** The settings of the two app processes, which `Cluster.restartApps` can change. */
export interface AppOptions {
  /** false: no REDIS_URL, the control run with private caches. */
  redis: boolean;
  /** Extra environment for both app processes (SMTP_URL, OUTBOX_INTERVAL_MS, ...). */
  env?: Record<string, string>;
  /** false: the apps start without INSIGHTS_PORT, so nginx sends beacons to Next's route (its backup). Default true. */
  insightsListener?: boolean;
  /**
   * The apps' TRUST_PROXY_HOPS: 1 (default) as docs/deploy.md says for one nginx; 2 where the caller names clients in
   * X-Forwarded-For as a CDN in front would (the bench); null leaves it unset (the app's default: no proxy).
   */
  trustProxyHops?: number | null;
}

export interface ClusterOptions extends AppOptions {
  /**
   * nginx listens on basePort (balanced), basePort+1 (A), basePort+2 (B); apps on +11, +12, their insights
   * listeners on +15, +16; Redis on +20.
   */
  basePort: number;
  /** Log the processes' output to this process's console. */
  verbose?: boolean;
}

type Child = { process: ChildProcess; exited: Promise<number | null> };

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, output: string[], verbose?: boolean): Child {
  // Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
  const withSbin = { ...env, PATH: `${env.PATH ?? ''}:/usr/sbin:/usr/local/sbin` };
  // Tied to this process: a test run that is killed leaves no app, nginx or Redis behind holding the cluster's ports.
  const child = spawn(...tiedToParent(command, args), { cwd: root, env: withSbin, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8').on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) {
        output.push(line);
        if (verbose) console.log(`[${path.basename(command)}] ${line}`);
      }
    });
  }
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => resolve(code));
  });
  return { process: child, exited };
}

async function stopChild(child: Child | undefined, signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 30_000) {
  if (!child || child.process.exitCode !== null || child.process.signalCode !== null) return child?.exited;
  child.process.kill(signal);
  const timer = setTimeout(() => child.process.kill('SIGKILL'), timeoutMs);
  const code = await child.exited.catch(() => null);
  clearTimeout(timer);
  return code;
}

async function waitForPort(url: string, child: Child, what: string) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`${what} exited (code ${child.process.exitCode}).`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer ${url} within 10 s.`);
}

/**
 * Starts the topology on a fresh database (migrated and seeded; ADMIN_EMAIL / ADMIN_PASSWORD from the environment
 * create the staff account). Needs a production build (`next build`), Debian's nginx and, with `redis`,
 * redis-server on the PATH.
 * @throws Error when a part cannot start; whatever started is stopped first.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { basePort, redis, env = {}, verbose, insightsListener = true, trustProxyHops = 1 } = options;
  const stops: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    await clearRenderCaches();
    const database = await startThrowawayPostgres();
    stops.push(database.stop);
    await prepareDatabase(database.url, { seed: 'sample' });

    let redisServer: Child | undefined;
    const redisPort = basePort + 20;
    const redisUrl = redis ? `redis://127.0.0.1:${redisPort}` : undefined;
    const stopRedis = async () => void (await stopChild(redisServer));
    if (redis) {
      const args = [
        '--port',
        String(redisPort),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ];
      redisServer = launch('redis-server', args, process.env, [], verbose);
      stops.push(stopRedis);
      await waitForRedis(redisPort, redisServer);
    }

    const insightsPorts: [number, number] = [basePort + 15, basePort + 16];
    const authSecret = process.env.AUTH_SECRET ?? randomAuthSecret(); // one for both processes of this cluster
    const apps: AppProcess[] = [];
    const startApps = async (settings: AppOptions) => {
      if (settings.redis && (!redisUrl || !redisServer || redisServer.process.exitCode !== null))
        throw new Error('This cluster has no running Redis.');
      const appEnv: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        AUTH_SECRET: authSecret,
        SHUTDOWN_DRAIN_MS: '1000',
        SITE_URL: `http://127.0.0.1:${basePort}`,
        ...settings.env,
      };
      delete appEnv.INSIGHTS_PORT; // set per process below
      const hops = settings.trustProxyHops === undefined ? 1 : settings.trustProxyHops;
      if (hops === null) delete appEnv.TRUST_PROXY_HOPS;
      else appEnv.TRUST_PROXY_HOPS = String(hops);
      if (settings.redis) appEnv.REDIS_URL = redisUrl;
      else delete appEnv.REDIS_URL;
      const listener = settings.insightsListener ?? true;
      apps.splice(
        0,
        apps.length,
        ...(['A', 'B'] as const).map((name, index) =>
          appProcess(
            name,
            basePort + 11 + index,
            listener ? { ...appEnv, INSIGHTS_PORT: String(insightsPorts[index]) } : appEnv,
            verbose,
          ),
        ),
      );
      await Promise.all(apps.map((app) => app.start()));
    };
    const stopApps = () => Promise.all(apps.map((app) => app.terminate()));
    stops.push(stopApps);
    await startApps({ redis, env, insightsListener, trustProxyHops });

    const dir = await mkdtemp(path.join(os.tmpdir(), 'algarve-nginx-'));
    await chmod(dir, 0o755); // nginx's workers (another user when started as root) write their temp files here
    stops.push(() => rm(dir, { recursive: true, force: true }));
    await writeFile(
      path.join(dir, 'nginx.conf'),
      nginxConfig({ dir, listen: basePort, apps: apps.map((app) => app.port), insights: insightsPorts }),
    );
    const nginx = launch(
      'nginx',
      ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')],
      process.env,
      [],
      verbose,
    );
    stops.push(() => stopChild(nginx, 'SIGQUIT'));
    await waitForPort(`http://127.0.0.1:${basePort}/api/health`, nginx, 'nginx');

    const cluster: Cluster = {
      url: `http://127.0.0.1:${basePort}`,
      urlA: `http://127.0.0.1:${basePort + 1}`,
      urlB: `http://127.0.0.1:${basePort + 2}`,
      pageCacheDir: path.join(dir, 'pages'),
      apps: apps as [AppProcess, AppProcess],
      insightsPorts,
      databaseUrl: database.url,
      redisUrl,
      stopRedis,
      async restartApps(settings) {
        await stopApps();
        await clearRenderCaches();
        await startApps(settings);
        cluster.redisUrl = settings.redis ? redisUrl : undefined;
      },
      stop,
    };
    return cluster;
  } catch (error) {
    await stop();
    throw error;
  }
}

function appProcess(name: 'A' | 'B', port: number, env: NodeJS.ProcessEnv, verbose?: boolean): AppProcess {
  const output: string[] = [];
  let child: Child | undefined;
  return {
    name,
    port,
    output,
    terminate: async () => (await stopChild(child)) ?? null,
    async start() {
      child = launch(process.execPath, nextArgs('start', ['-p', String(port)]), env, output, verbose);
      await waitForServer(
        `http://127.0.0.1:${port}/api/health`,
        child.exited.then((code) => code ?? 1),
      );
    },
  };
}

/**
 * Resolves once the redis-server on 127.0.0.1:`port` answers PING.
 * @throws Error when the process exited or did not answer within 10 s.
 */
export async function waitForRedis(port: number, child: { process: ChildProcess }) {
  const { createClient } = await import('redis');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) throw new Error(`redis-server exited (code ${child.process.exitCode}).`);
    const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
    client.on('error', () => undefined);
    const ok = await client.connect().then(
      () => client.ping(),
      () => undefined,
    );
    if (client.isOpen) await client.close();
    if (ok === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port} within 10 s.`);
}
