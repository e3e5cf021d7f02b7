// An embedded PostgreSQL must not outlive the process that started it, even one killed with SIGKILL (a test runner
// torn down): the package starts the server itself, so scripts/lib/tied-to-parent.ts cannot wrap it. A small shell
// waits on a pipe from that process instead; the kernel closes the pipe when the process ends, however it ends, and
// the shell then stops the server (fast shutdown) and deletes a throwaway data directory.
import { spawn } from 'node:child_process';

// Ctrl-C reaches the whole process group: the shell ignores it and waits for the pipe like in every other case.
const SCRIPT = `trap '' INT HUP
read _ || true
if [ "$(cat /proc/$PG_PID/comm 2>/dev/null)" = postgres ]; then
  kill -INT "$PG_PID"
  n=0; while kill -0 "$PG_PID" 2>/dev/null && [ $n -lt 100 ]; do sleep 0.1; n=$((n + 1)); done
  kill -QUIT "$PG_PID" 2>/dev/null
fi
if [ -n "$PG_DATA_DIR" ]; then rm -rf "$PG_DATA_DIR"; fi`;

/**
 * Starts the guardian of the postmaster `pid`: when this process ends without calling the returned release (or
 * after it), the server is stopped if it still runs, and `throwawayDir` (if given) is deleted. Linux only (reads
 * /proc to make sure the pid is still a postgres process); elsewhere it does nothing.
 * @returns release: call it once the server has been stopped normally.
 */
export function guardPostgres(pid: number, throwawayDir: string | null): () => void {
  if (process.platform !== 'linux') return () => {};
  const guardian = spawn('sh', ['-c', SCRIPT], {
    stdio: ['pipe', 'ignore', 'ignore'],
    env: { ...process.env, PG_PID: String(pid), PG_DATA_DIR: throwawayDir ?? '' },
  });
  guardian.on('error', () => {}); // without sh the server is simply not guarded
  // Neither the guardian nor its pipe keeps this process alive.
  guardian.unref();
  (guardian.stdin as unknown as { unref(): void }).unref(); // a pipe is a net.Socket, which has unref()
  return () => guardian.stdin.end();
}
