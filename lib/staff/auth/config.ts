import type { NextAuthConfig } from 'next-auth';
import { publicAuthRedirect } from '@/lib/http/origin';
import { appSecret } from '@/lib/secret';
import { SESSION_MAX_HOURS, sessionDeadline } from './session-rules';
import { reportUnexpectedError } from '@/lib/report-error';

declare module 'next-auth' {
  interface User {
    /** The server-side session opened at sign-in (staff_sessions.id). */
    sid?: string;
  }
  interface Session {
    /** When the session ends, epoch milliseconds (docs/spec.md §3 Backoffice token `exp`). */
    expiresAt: number;
  }
}

declare module '@auth/core/jwt' {
  interface JWT {
    /** First sign-in, epoch ms: the 12-hour cap counts from here. */
    signedInAt?: number;
    /** End of the sliding 60-minute session, epoch ms. */
    expiresAt?: number;
    /** The server-side session (staff_sessions.id) that every staff request checks (docs/decisions/11-staff-security.md §2). */
    sid?: string;
  }
}

export const LOGIN_PATH = '/backoffice/login';

/**
 * Auth.js settings shared by the server (auth.ts, with the credentials provider) and proxy.ts (which only reads
 * the session and must not load the database or argon2). JWT sessions: the token carries its own deadline
 * (sessionDeadline); Auth.js's cookie lifetime is only the 12-hour outer bound.
 */
export const authConfig = {
  trustHost: true,
  // Production reads AUTH_SECRET itself (`npm start` and instrumentation refuse a missing or short one); elsewhere
  // appSecret() reads the one scripts/run.ts or the test setup provides.
  secret: process.env.NODE_ENV === 'production' ? undefined : appSecret(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_HOURS * 3600 },
  pages: { signIn: LOGIN_PATH, error: LOGIN_PATH },
  // A refused sign-in is an expected answer (and in the staff activity log), not a server error with a stack trace.
  logger: {
    error(error) {
      if ((error as { type?: string }).type !== 'CredentialsSignin') reportUnexpectedError('Auth.js error', error);
    },
  },
  providers: [],
  callbacks: {
    // Sign-in callbacks and redirects on SITE_URL, never the address the request reached (docs/deploy.md).
    redirect: publicAuthRedirect,
    jwt({ token, user, trigger }) {
      const now = Date.now();
      if (user) {
        token.sid = user.sid;
        token.signedInAt = now;
        token.expiresAt = sessionDeadline(now, now);
      } else if (trigger === 'update' && typeof token.signedInAt === 'number') {
        token.expiresAt = sessionDeadline(token.signedInAt, now);
      }
      // An expired or unreadable token ends the session (Auth.js then clears the cookie).
      if (typeof token.expiresAt !== 'number' || token.expiresAt <= now) return null;
      return token;
    },
    session({ session, token }) {
      if (token.sub) session.user.id = token.sub;
      session.expiresAt = token.expiresAt ?? 0;
      return session;
    },
  },
} satisfies NextAuthConfig;
