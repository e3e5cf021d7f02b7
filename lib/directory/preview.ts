import 'server-only';
import { draftMode } from 'next/headers';
import { requireStaff } from '@/lib/staff/auth/require-staff';
import { prisma } from '@/lib/db';
import { getPathname } from '@/lib/i18n/navigation';
import * as z from '@/lib/validation/zod';

/*
 * Staff preview of a partner page in Next's draft mode (docs/decisions/12-staff-run-directory.md §6). Draft mode only makes the page render per
 * request; what a draft shows is decided by isStaffPreview() (lib/directory/queries.ts), which also needs a live
 * staff session, so the draft-mode cookie alone reveals nothing.
 */

const partnerIdSchema = z.string().check(z.regex(/^[1-9]\d{0,8}$/));

/**
 * Turns on draft mode for the signed-in staff member and answers the path of the partner's public page in their
 * backoffice language ("/pt/boat-tours/1"), or null when `rawId` names no partner (or is not a positive id).
 * @throws UnauthorizedError without a live staff session (checked before anything is read).
 */
export async function startPartnerPreview(rawId: string | null): Promise<string | null> {
  const admin = await requireStaff();
  const id = partnerIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const partner = await prisma.partner.findUnique({
    where: { id: Number(id.data) },
    select: { categorySlug: true, number: true },
  });
  if (!partner) return null;
  (await draftMode()).enable();
  return getPathname({ href: `/${partner.categorySlug}/${partner.number}`, locale: admin.locale });
}

/** Where leaving the preview goes: a path of this site (no scheme, host or "//"), else the home page. */
export function previewExitPath(to: string | null): string {
  return to && /^\/(?![/\\])[\w\-/%.]*$/.test(to) ? to : '/';
}
