'use server';

import { revalidatePath } from 'next/cache';
import { prisma } from '@/lib/db';
import { setAdminLocale } from '@/lib/auth/admin-accounts';
import type { Locale } from '@/lib/i18n/routing';
import { setStaffLanguageCookie } from '@/lib/i18n/staff-language';
import { staffLanguageSchema } from '@/lib/validation/backoffice';
import { asAdmin, invalid, type ActionResult } from './action-result';

/**
 * The staff member chooses the backoffice language (docs/decisions/12-staff-run-directory.md §7): kept on the account (every page from the next
 * render on) and in this browser's language cookie (the next sign-in page). A form action (useActionState), so it
 * works without JavaScript. Logs `staff.locale`.
 */
export async function setStaffLanguageAction(_previous: ActionResult<{ locale: Locale }> | null, form: FormData): Promise<ActionResult<{ locale: Locale }>> {
  return asAdmin(async ({ admin, audit }) => {
    const parsed = staffLanguageSchema.safeParse({ locale: form.get('locale') });
    if (!parsed.success) return invalid(parsed.error);
    const { locale } = parsed.data;
    if (!(await setAdminLocale(prisma, admin.id, locale))) return { ok: false, error: 'unexpected' };
    await setStaffLanguageCookie(locale);
    audit('staff.locale', admin.email, { locale });
    revalidatePath('/backoffice', 'layout');
    return { ok: true, data: { locale } };
  });
}
