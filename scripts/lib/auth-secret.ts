// AUTH_SECRETs the scripts hand to Next: a random one per run (tests, e2e, measuring) and the development one.
// Why the development one is a file and not a constant: a secret in the repository signs sessions for anyone who
// reads it; a random one kept beside the embedded database's data survives restarts (sessions stay valid) and
// never leaves the machine.
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MIN_AUTH_SECRET_BYTES } from '@/lib/secret-check';

/** Where `npm run dev` keeps its secret: .data/auth-secret, beside .data/postgres. */
export const DEV_SECRET_FILE = fileURLToPath(new URL('../../.data/auth-secret', import.meta.url));

/** A random AUTH_SECRET: 32 random bytes, base64url (43 characters). */
export function randomAuthSecret(): string {
  return randomBytes(MIN_AUTH_SECRET_BYTES).toString('base64url');
}

/**
 * The development AUTH_SECRET stored in `file` (docs/decisions/11-staff-security.md §9): created on the first call with randomAuthSecret(),
 * readable by its owner only (mode 0600), and read back on every later call. A file too short to be a secret made
 * here (empty, truncated) is replaced.
 * @throws the file system's error when the file cannot be read (other than missing) or written.
 */
export async function developmentSecret(file = DEV_SECRET_FILE): Promise<string> {
  const stored = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return '';
      throw error;
    },
  );
  if (Buffer.byteLength(stored) >= MIN_AUTH_SECRET_BYTES) return stored;
  const secret = randomAuthSecret();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  await chmod(file, 0o600); // writeFile's mode applies only to a file it creates
  return secret;
}
