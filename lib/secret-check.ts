/** Production's shortest AUTH_SECRET, in bytes (UTF-8): an HMAC/JWE key guessable offline must not be short. */
export const MIN_AUTH_SECRET_BYTES = 32;

const HOW_TO = 'Set it to a random value of at least 32 bytes, e.g. `openssl rand -base64 32`.';

/**
 * Why `secret` cannot sign sessions and order receipts (docs/decisions/11-staff-security.md §9), as one line for a log or a refusal, or null
 * when it can. Production needs at least MIN_AUTH_SECRET_BYTES bytes; elsewhere any non-empty value does
 * (`npm run dev` passes a generated one, tests set their own). A plain module, no server-only: the start scripts
 * check the environment with it before starting Next.
 */
export function authSecretProblem(secret: string | undefined, { production }: { production: boolean }): string | null {
  if (!secret) {
    return production
      ? `AUTH_SECRET is not set: the production server signs sessions and order receipts with it. ${HOW_TO}`
      : 'AUTH_SECRET is not set: start the app with `npm run dev`, which keeps a generated development secret in .data/auth-secret, or set it.';
  }
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (production && bytes < MIN_AUTH_SECRET_BYTES)
    return `AUTH_SECRET is too short (${bytes} bytes) for production. ${HOW_TO}`;
  return null;
}

/**
 * For the server's start (instrumentation.ts): when AUTH_SECRET has a problem (see authSecretProblem; production
 * when NODE_ENV is production), prints it in one line and ends the process with exit code 1.
 */
export function exitOnUnusableSecret(): void {
  const problem = authSecretProblem(process.env.AUTH_SECRET, { production: process.env.NODE_ENV === 'production' });
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}

/**
 * AUTH_SECRET, checked with authSecretProblem (appSecret in lib/secret.ts for the app; this for modules that
 * scripts load as well, such as lib/staff/auth/totp-secret-box.ts).
 * @throws Error with a one-line reason when it is unset, or in production shorter than 32 bytes.
 */
export function readAuthSecret(): string {
  const secret = process.env.AUTH_SECRET;
  const problem = authSecretProblem(secret, { production: process.env.NODE_ENV === 'production' });
  if (problem || !secret) throw new Error(problem ?? 'AUTH_SECRET is not set');
  return secret;
}
