import { hash, verify } from '@node-rs/argon2';

// argon2id (Algorithm.Argon2id = 2; the enum is a const enum, not importable under isolatedModules), OWASP's
// minimum: 19 MiB memory, 2 passes, 1 lane.
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a staff password with argon2id (m=19456 KiB, t=2, p=1); the result embeds salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Whether `password` matches an argon2 hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
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
