// A server our scripts start must not outlive a script that is killed (scripts/lib/tied-to-parent.ts): a shell
// stands in for the script, `sleep` for the server; the shell is SIGKILLed and the sleep must end by itself.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

test.runIf(process.platform === 'linux')('a child started through tiedToParent ends when its parent is killed with SIGKILL', async () => {
  const [command, args] = tiedToParent('sleep', ['60']);
  const quoted = [command, ...args].map((part) => `'${part}'`).join(' ');
  // The shell starts the child, prints its pid, and waits: the child's parent is the shell.
  const parent = spawn('sh', ['-c', `${quoted} & echo $!; wait`], { stdio: ['ignore', 'pipe', 'inherit'] });
  const childPid = await new Promise<number>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(Number(String(data).trim()))));
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
});
