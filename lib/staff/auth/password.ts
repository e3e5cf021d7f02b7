import { hash, verify } from '@node-rs/argon2';
import pLimit from 'p-limit';

// argon2id (Algorithm.Argon2id = 2; the enum is a const enum, not importable under isolatedModules), OWASP's
// minimum: 19 MiB memory, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2 computations at once per server process; more wait in memory (docs/decisions/11-staff-security.md §3). */
export const MAX_CONCURRENT_HASHES = 2;
// argon2 runs on libuv's thread pool (4 threads), which also compresses responses and reads files: a burst of
// sign-ins must leave threads (and cores) to the pages, so it queues here, holding no database connection.
const limit = pLimit(MAX_CONCURRENT_HASHES);

/** Hashes a staff password with argon2id (m=19456 KiB, t=2, p=1); the result embeds salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return limit(() => hash(password, ARGON2ID));
}

/**
 * Whether `password` matches an argon2 hash; a malformed hash counts as no match. At most MAX_CONCURRENT_HASHES
 * (2) run at once per process; the others wait their turn.
 */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await limit(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random value, verified when the e-mail is unknown so that the answer takes about as long as for a
 * known e-mail (no account enumeration by timing).
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  return dummyHash;
}
