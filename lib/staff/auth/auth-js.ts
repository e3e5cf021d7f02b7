import NextAuth, { AuthError, CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { signInStaff } from '@/lib/staff/auth/credentials';
import { authConfig } from '@/lib/staff/auth/config';
import { signInSchema } from '@/lib/staff/auth/login-schema';
import { isTrustedDevice, TRUSTED_DEVICE_COOKIE } from '@/lib/staff/auth/trusted-device';
import { isSessionLive } from '@/lib/staff/auth/sessions';
import { noEmailSignIn } from '@/lib/staff/auth/no-email-adapter';
import { clientAddress, clientAddressKey } from '@/lib/rate-limit';

/** A refused sign-in; `code` ("invalid", "locked" or "code") tells the login action which message to show. */
class SignInRefused extends CredentialsSignin {
  constructor(code: 'invalid' | 'locked' | 'code') {
    super();
    this.code = code;
  }
}

export { AuthError, CredentialsSignin };

/** Auth.js for the backoffice (docs/decisions/04-backoffice.md and 11): credentials and second factor against admin_users, JWT session. */
export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  ...authConfig,
  // Only for Auth.js's process-wide configuration check, since the partner instance signs in by e-mail (see there).
  adapter: noEmailSignIn,
  callbacks: {
    ...authConfig.callbacks,
    /**
     * Besides the token's own deadline, its server-side session must be live (docs/decisions/11-staff-security.md §2: not revoked by Logout, a
     * password reset or a disabled account), so Auth.js's own endpoints (/api/auth/session) vouch for nothing else;
     * a database error counts as not live. At sign-in (`user` set) the session was opened a moment ago.
     */
    async jwt(params) {
      const token = authConfig.callbacks.jwt(params);
      if (!token || params.user) return token;
      const adminId = Number(token.sub);
      if (typeof token.sid !== 'string' || !Number.isSafeInteger(adminId)) return null;
      return (await isSessionLive(token.sid, adminId)) ? token : null;
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, code: {} },
      async authorize(raw, request) {
        const parsed = signInSchema.safeParse(raw);
        if (!parsed.success) throw new SignInRefused('invalid');
        const device = new RequestCookies(request.headers).get(TRUSTED_DEVICE_COOKIE)?.value;
        const result = await signInStaff({
          ...parsed.data,
          addressKey: clientAddressKey(request.headers),
          address: clientAddress(request.headers),
          trustedDevice: isTrustedDevice(device, parsed.data.email),
        });
        if (!result.ok) throw new SignInRefused(result.reason);
        return { id: String(result.adminId), email: result.email, sid: result.sessionId };
      },
    }),
  ],
});
