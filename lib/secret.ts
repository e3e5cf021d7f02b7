import 'server-only';
import { readAuthSecret } from './secret-check';

/**
 * The server's signing secret (AUTH_SECRET) for sessions and order receipts. No fallback: every entry point sets
 * one (`npm run dev` a generated one kept in .data/auth-secret, `npm start` refuses to run without a long one,
 * tests and measuring scripts a random one per run). This entry is server-only; readAuthSecret (lib/secret-check.ts)
 * is the same check for modules that scripts load too.
 * @throws Error with a one-line reason when AUTH_SECRET is unset, or in production shorter than 32 bytes
 * (see authSecretProblem).
 */
export function appSecret(): string {
  return readAuthSecret();
}
