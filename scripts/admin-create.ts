// `npm run admin:create -- <email> <password>` (or ADMIN_EMAIL / ADMIN_PASSWORD): creates a staff account, or
// resets the password of an existing one (ending its sessions) and enables it again.
// `npm run admin:create -- --reset-2fa <email>`: removes the account's second factor and recovery codes (a lost
// phone) and ends its sessions. Works on DATABASE_URL, else the embedded database.
import { upsertStaffAccount } from '@/lib/staff/auth/accounts';
import { resetTwoFactor } from '@/lib/staff/auth/two-factor-accounts';
import { createPrismaClient } from '@/lib/db';
import { onShutdown, runMain } from './lib/cli';
import { resolveDatabaseUrl } from './lib/database';
import { prepareDatabase } from './lib/prepare-database';

const USAGE =
  'Usage: npm run admin:create -- <email> <password>   (or set ADMIN_EMAIL and ADMIN_PASSWORD)\n       npm run admin:create -- --reset-2fa <email>';

runMain(async () => {
  const args = process.argv.slice(2);
  const reset = args.includes('--reset-2fa');
  const [email = process.env.ADMIN_EMAIL, password = process.env.ADMIN_PASSWORD] = args.filter(
    (arg) => arg !== '--reset-2fa',
  );
  if (!email || (!reset && !password)) throw new Error(USAGE);
  const { url } = await resolveDatabaseUrl();
  await prepareDatabase(url, { seed: 'none' });
  const prisma = createPrismaClient(url);
  onShutdown(() => prisma.$disconnect());
  if (reset) {
    if (!(await resetTwoFactor(prisma, email))) throw new Error(`No staff account ${email}`);
    console.log(
      `Second factor of ${email} removed; its sessions are ended. It can sign in with its password and set up two-factor sign-in again.`,
    );
    return;
  }
  const admin = await upsertStaffAccount(prisma, email, password!);
  console.log(`${admin.created ? 'Created' : 'Updated'} admin ${admin.email} (id ${admin.id}).`);
});
