import type { Adapter, AdapterUser } from 'next-auth/adapters';
import { prisma, type Db } from '@/lib/db';

/*
 * The Auth.js adapter of partner accounts (docs/membership.md "Partner accounts"): partner users, their database
 * sessions and their one-time sign-in tokens in PostgreSQL. Only what the e-mail provider with database sessions
 * calls. Partner users are invited by staff: the adapter never creates one (createUser refuses), and a disabled
 * user has no user, so no link is sent and no session is read.
 */

type PartnerUserRow = { id: number; email: string; emailVerified: Date | null; partnerId: number };

const toAdapterUser = (user: PartnerUserRow): AdapterUser & { partnerId: number } => ({
  id: String(user.id),
  email: user.email,
  emailVerified: user.emailVerified,
  partnerId: user.partnerId,
});

const userId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

/** The adapter over `db` (Auth.js hashes sign-in tokens before they reach it). */
export function partnerAuthAdapter(db: Db = prisma): Adapter {
  const activeUser = { disabled: false } as const;
  return {
    async createUser() {
      throw new Error('Partner users are invited by staff, never created at sign-in');
    },
    async getUser(id) {
      const user = await db.partnerUser.findFirst({ where: { id: userId(id), ...activeUser } });
      return user && toAdapterUser(user);
    },
    async getUserByEmail(email) {
      const user = await db.partnerUser.findFirst({ where: { email: email.toLowerCase(), ...activeUser } });
      return user && toAdapterUser(user);
    },
    async updateUser({ id, emailVerified }) {
      const user = await db.partnerUser.update({ where: { id: userId(id) }, data: { emailVerified } });
      return toAdapterUser(user);
    },
    async createSession({ sessionToken, userId: id, expires }) {
      await db.partnerSession.create({ data: { sessionToken, userId: userId(id), expires } });
      return { sessionToken, userId: id, expires };
    },
    async getSessionAndUser(sessionToken) {
      const session = await db.partnerSession.findUnique({ where: { sessionToken }, include: { user: true } });
      if (!session || session.user.disabled) return null;
      return {
        session: { sessionToken, userId: String(session.userId), expires: session.expires },
        user: toAdapterUser(session.user),
      };
    },
    async updateSession({ sessionToken, expires }) {
      const { count } = await db.partnerSession.updateMany({ where: { sessionToken }, data: { expires } });
      if (count === 0) return null;
      const session = await db.partnerSession.findUnique({ where: { sessionToken } });
      return session && { sessionToken, userId: String(session.userId), expires: session.expires };
    },
    async deleteSession(sessionToken) {
      await db.partnerSession.deleteMany({ where: { sessionToken } });
    },
    async createVerificationToken(token) {
      await db.partnerSignInToken.create({ data: token });
      return token;
    },
    async useVerificationToken({ identifier, token }) {
      // Deleted as it is read: a link signs in once.
      const rows = await db.$queryRaw<{ identifier: string; token: string; expires: Date }[]>`
        DELETE FROM partner_sign_in_tokens WHERE identifier = ${identifier} AND token = ${token}
        RETURNING identifier, token, expires`;
      return rows[0] ?? null;
    },
  };
}
