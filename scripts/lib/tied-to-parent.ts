// Servers our scripts and tests start must not outlive them. A script stopped normally stops its children itself
// (cli.ts); one that is killed (SIGKILL, a test runner torn down) cannot, and its children used to stay behind,
// holding their ports, some of them spinning on a closed stdout. Linux can send a child a signal when its parent
// dies (prctl PR_SET_PDEATHSIG); util-linux's `setpriv --pdeathsig`, on every Debian system, sets it before exec.
import { existsSync } from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';

/**
 * The command line that runs `command args` so that it gets SIGTERM when the process that spawns it dies, even by
 * SIGKILL: `setpriv --pdeathsig TERM command args` (the same pid: setpriv execs the command). Unchanged where
 * setpriv is missing (not Linux).
 * @returns [command, args] to pass to `spawn`.
 */
export function tiedToParent(command: string, args: string[]): [string, string[]] {
  return existsSync(SETPRIV) ? [SETPRIV, ['--pdeathsig', 'TERM', command, ...args]] : [command, args];
}
