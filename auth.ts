import NextAuth, { AuthError, CredentialsSignin } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import * as z from '@/lib/validation/zod';
import { checkAdminSignIn } from '@/lib/auth/credentials';
import { authConfig } from '@/lib/auth/config';
import { prisma } from '@/lib/db';
import { clientAddressKey } from '@/lib/rate-limit';

/** A refused sign-in; `code` ("invalid" or "locked") tells the login action which message to show. */
class SignInRefused extends CredentialsSignin {
  constructor(code: 'invalid' | 'locked') {
    super();
    this.code = code;
  }
}

export { AuthError, CredentialsSignin };

const credentialsSchema = z.object({ email: z.string().check(z.maxLength(254)), password: z.string().check(z.maxLength(1024)) });

/** Auth.js for the backoffice (issue 4): credentials against admin_users, JWT session. */
export const { handlers, auth, signIn, signOut, unstable_update } = NextAuth({
  ...authConfig,
  providers: [
    Credentials({
      credentials: { email: {}, password: {} },
      async authorize(raw, request) {
        const parsed = credentialsSchema.safeParse(raw);
        if (!parsed.success) throw new SignInRefused('invalid');
        const result = await checkAdminSignIn(prisma, { ...parsed.data, addressKey: clientAddressKey(request.headers) });
        if (!result.ok) throw new SignInRefused(result.reason);
        return { id: String(result.adminId), email: result.email };
      },
    }),
  ],
});
