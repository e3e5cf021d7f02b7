// `npm run admin:create -- <email> <password>` (or ADMIN_EMAIL / ADMIN_PASSWORD): creates a staff account, or
// resets the password of an existing one and enables it again. Works on DATABASE_URL, else the embedded database.
import { upsertAdmin } from '../lib/auth/admin-accounts';
import { createPrismaClient } from '../lib/db';
import { onShutdown, runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { prepareDatabase } from './lib/prepare-database';

runMain(async () => {
  const [email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD] = process.argv.slice(2);
  if (!email || !password) throw new Error('Usage: npm run admin:create -- <email> <password>   (or set ADMIN_EMAIL and ADMIN_PASSWORD)');
  const { url } = await resolveDatabaseUrl();
  await prepareDatabase(url, { seed: false });
  const prisma = createPrismaClient(url);
  onShutdown(() => prisma.$disconnect());
  const admin = await upsertAdmin(prisma, email, password);
  console.log(`${admin.created ? 'Created' : 'Updated'} admin ${admin.email} (id ${admin.id}).`);
});
