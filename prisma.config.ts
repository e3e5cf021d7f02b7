import { defineConfig } from 'prisma/config';

// DATABASE_URL is only needed by commands that talk to a database (not by `prisma generate`).
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/unused' },
});
