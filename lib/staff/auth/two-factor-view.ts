import 'server-only';
import { prisma } from '@/lib/db';
import { getStaffSession } from './require-staff';
import { countRecoveryCodes, totpEnrolment } from './two-factor';
import { openTotpSecret } from './totp-secret-box';

/** What the Security and enrolment pages show about the signed-in staff member's second factor. */
export type TwoFactorView = {
  email: string;
  /** off: none; pending: setup started (QR shown), waiting for a code; on: required at every sign-in. */
  status: 'off' | 'pending' | 'on';
  /** While pending: the secret for manual entry, and its QR code (data URL). */
  secret?: string;
  qrDataUrl?: string;
  recoveryCodesLeft: number;
  /** STAFF_2FA=required and not enrolled yet. */
  enrolmentRequired: boolean;
};

/**
 * The second-factor state of the current staff session (docs/decisions/11-staff-security.md §4), or null without a live session. Also for a
 * session that must enrol first (STAFF_2FA=required), which reads nothing else.
 */
export async function getTwoFactorView(): Promise<TwoFactorView | null> {
  const session = await getStaffSession();
  if (!session) return null;
  const admin = await prisma.adminUser.findUniqueOrThrow({
    where: { id: session.id },
    select: { email: true, totpSecret: true, totpEnabledAt: true },
  });
  const base = {
    email: admin.email,
    recoveryCodesLeft: await countRecoveryCodes(prisma, session.id),
    enrolmentRequired: session.enrolmentRequired,
  };
  if (admin.totpEnabledAt) return { ...base, status: 'on' };
  const secret = admin.totpSecret && openTotpSecret(admin.totpSecret, session.id);
  if (!secret) return { ...base, status: 'off' };
  const { qrDataUrl } = await totpEnrolment(admin.email, secret);
  return { ...base, status: 'pending', secret, qrDataUrl };
}
