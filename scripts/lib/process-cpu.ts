// CPU time of a server process, read from Linux's /proc. Why: on a shared machine requests per second move with
// everyone else's load, while the CPU time the server spends per request does not (much), so the bench reports both.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** The pid of the process listening on TCP `port` (IPv4 or IPv6), or undefined (not Linux, not found). */
export function listeningPid(port: number): number | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT"; state 0A is LISTEN; inode is the 10th field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      for (const fd of readdirSync(`/proc/${entry}/fd`)) {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return Number(entry);
      }
    } catch {
      // Gone, or not ours to read.
    }
  }
  return undefined;
}

/**
 * CPU time (user + system) the process has used so far, in milliseconds (/proc/<pid>/stat, 100 ticks a second).
 * With `thread: 'main'`, only its main thread's (/proc/<pid>/task/<pid>/stat): the one that renders pages, without
 * worker threads such as the insights listener's.
 */
export function cpuMs(pid: number, thread?: 'main'): number {
  const stat = readFileSync(thread === 'main' ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * The pid of the server process behind `base` (an http://host:port URL) whose CPU time tells what one answer costs,
 * or undefined: none found, this very process (a server inside the bench, whose CPU time would include the load
 * generator's), or nginx (its master only hands work to its workers, so its CPU time says nothing).
 */
export function serverPid(base: string): number | undefined {
  const pid = listeningPid(Number(new URL(base).port));
  if (pid === undefined || pid === process.pid) return undefined;
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'nginx' ? undefined : pid;
  } catch {
    return undefined;
  }
}
