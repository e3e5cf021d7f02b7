// A server our scripts start must not outlive a script that is killed (scripts/lib/tied-to-parent.ts): a shell
// stands in for the script, `sleep` for the server; the shell is SIGKILLed and the sleep must end by itself.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { expect, test } from 'vitest';
import { tiedToParent } from '@/scripts/lib/tied-to-parent';

/** Running: its /proc entry exists and is not a zombie (an ended process its new parent has not reaped yet). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

test.runIf(process.platform === 'linux')(
  'a child started through tiedToParent ends when its parent is killed with SIGKILL',
  async () => {
    const [command, args] = tiedToParent('sleep', ['60']);
    const quoted = [command, ...args].map((part) => `'${part}'`).join(' ');
    // The shell starts the child, prints its pid, and waits: the child's parent is the shell.
    const parent = spawn('sh', ['-c', `${quoted} & echo $!; wait`], { stdio: ['ignore', 'pipe', 'inherit'] });
    const childPid = await new Promise<number>((resolve) =>
      parent.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))),
    );
    try {
      // The pid is printed at the fork: wait until the child runs `sleep`, i.e. setpriv has set the signal and exec'd it.
      const running = () => readFileSync(`/proc/${childPid}/comm`, 'utf8').trim();
      await expect.poll(running, { timeout: 5_000, interval: 20 }).toBe('sleep');
      expect(alive(childPid)).toBe(true);
      parent.kill('SIGKILL');
      const deadline = Date.now() + 3_000;
      while (alive(childPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(alive(childPid)).toBe(false);
    } finally {
      // Whatever failed above, neither process outlives the test.
      parent.kill('SIGKILL');
      if (alive(childPid)) process.kill(childPid, 'SIGKILL');
    }
  },
);

// The embedded PostgreSQL of vitest's global setup and of the e2e server (startThrowawayPostgres) is started by
// the package itself: scripts/lib/postgres-guardian.ts stops it and deletes its data when the process that started
// it is SIGKILLed. A node process stands in for the test runner.
test.runIf(process.platform === 'linux')(
  'an embedded PostgreSQL stops and its throwaway data goes when the process that started it is SIGKILLed',
  async () => {
    const code =
      "const { startThrowawayPostgres } = await import('./scripts/lib/embedded-postgres.ts'); await startThrowawayPostgres(); console.log('ready'); setInterval(() => {}, 1000);";
    const runner = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let postmaster = 0;
    let dataDir = '';
    try {
      await new Promise<void>((resolve, reject) => {
        runner.stdout.on('data', (data: Buffer) => String(data).includes('ready') && resolve());
        runner.once('exit', () => reject(new Error('the runner ended before its database was ready')));
      });
      const children = readFileSync(`/proc/${runner.pid}/task/${runner.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .map(Number);
      postmaster =
        children.find((pid) => alive(pid) && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') ?? 0;
      expect(postmaster, 'the runner’s postmaster').toBeGreaterThan(0);
      const argv = readFileSync(`/proc/${postmaster}/cmdline`, 'utf8').split('\0');
      dataDir = argv[argv.indexOf('-D') + 1];
      expect(existsSync(dataDir)).toBe(true);
      runner.kill('SIGKILL');
      await expect.poll(() => alive(postmaster), { timeout: 15_000, interval: 100 }).toBe(false);
      await expect.poll(() => existsSync(dataDir), { timeout: 5_000, interval: 100 }).toBe(false);
    } finally {
      // Whatever failed above, nothing outlives the test.
      runner.kill('SIGKILL');
      if (postmaster && alive(postmaster)) {
        process.kill(postmaster, 'SIGINT');
        await expect.poll(() => alive(postmaster), { timeout: 15_000 }).toBe(false);
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }
  },
  60_000,
);
