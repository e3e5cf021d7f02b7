import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '@/generated/prisma/client';

/**
 * Creates a Prisma client on PostgreSQL through the pg driver adapter (no engine binary).
 * @param connectionString a postgresql:// URL; defaults to DATABASE_URL.
 * @throws Error when no URL is given and DATABASE_URL is unset.
 */
export function createPrismaClient(connectionString = process.env.DATABASE_URL): PrismaClient {
  if (!connectionString) throw new Error('DATABASE_URL is not set');
  const adapter = new PrismaPg({ connectionString, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // Password hashes and TOTP secrets are never read by accident: sign-in asks for them explicitly (docs/style.md: omit the hash).
  // A partner's search document is for the search query alone (docs/search.md).
  return new PrismaClient({
    adapter,
    omit: { adminUser: { passwordHash: true, totpSecret: true }, partner: { searchDocument: true } },
  });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

/** The process's single Prisma client (docs/design.md: one instance per process), created on first use. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    globalForPrisma.prisma ??= createPrismaClient();
    const value = Reflect.get(globalForPrisma.prisma, property);
    return typeof value === 'function' ? value.bind(globalForPrisma.prisma) : value;
  },
});

export type Db = PrismaClient;
/** A Prisma interactive-transaction client, as passed to `prisma.$transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];
