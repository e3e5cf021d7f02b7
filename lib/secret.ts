import 'server-only';

/**
 * The server's signing secret (AUTH_SECRET). Outside production a fixed development value is used so that
 * `npm run dev` works without configuration; production refuses to start without it (scripts/run.ts).
 * @throws Error in production when AUTH_SECRET is unset.
 */
export function appSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV === 'production') throw new Error('AUTH_SECRET is not set');
  return 'development-secret-not-for-production';
}
