import 'server-only';
import { authSecretProblem } from './secret-check';

/**
 * The server's signing secret (AUTH_SECRET) for sessions and order receipts. No fallback: every entry point sets
 * one (`npm run dev` a generated one kept in .data/auth-secret, `npm start` refuses to run without a long one,
 * tests and measuring scripts a random one per run).
 * @throws Error with a one-line reason when AUTH_SECRET is unset, or in production shorter than 32 bytes
 * (see authSecretProblem).
 */
export function appSecret(): string {
  const secret = process.env.AUTH_SECRET;
  const problem = authSecretProblem(secret, { production: process.env.NODE_ENV === 'production' });
  if (problem || !secret) throw new Error(problem ?? 'AUTH_SECRET is not set');
  return secret;
}
