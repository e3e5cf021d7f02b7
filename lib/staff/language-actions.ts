'use server';

import { revalidatePath } from 'next/cache';
import { prisma } from '@/lib/db';
import { setStaffLocale } from '@/lib/staff/auth/accounts';
import { translatorFor } from '@/lib/i18n/translator';
import { setStaffLanguageCookie } from '@/lib/i18n/staff-language';
import * as z from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { staffForm } from '@/lib/actions/staff-form';

/** A staff member's backoffice language (docs/decisions/12-staff-run-directory.md §7). */
const staffLanguageSchema = z.object({ locale: z.enum(locales, 'language') });

/**
 * The staff member chooses the backoffice language (docs/decisions/12-staff-run-directory.md §7): kept on the account (every page from the next
 * render on) and in this browser's language cookie (the next sign-in page). A form action (useActionState), so it
 * works without JavaScript. Logs `staff.locale`.
 */
export const setStaffLanguageAction = staffForm({
  fields: ['locale'],
  schema: staffLanguageSchema,
  run: async ({ locale }, { staff, audit }) => {
    if (!(await setStaffLocale(prisma, staff.id, locale))) return { ok: false, error: 'unexpected' };
    await setStaffLanguageCookie(locale);
    audit('staff.locale', staff.email, { locale });
    revalidatePath('/backoffice', 'layout');
    return { ok: true, data: translatorFor(locale)('BackofficeSecurity.languageSaved') };
  },
});
