'use server';

import { revalidatePath } from 'next/cache';
import { prisma } from '@/lib/db';
import { setStaffLocale } from '@/lib/staff/auth/accounts';
import { translatorFor } from '@/lib/i18n/translator';
import { setStaffLanguageCookie } from '@/lib/i18n/staff-language';
import type { FormState } from '@/lib/actions/form-state';
import * as z from '@/lib/validation/zod';
import { locales } from '@/lib/i18n/routing';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';

/** A staff member's backoffice language (docs/decisions/12-staff-run-directory.md §7). */
const staffLanguageSchema = z.object({ locale: z.enum(locales, 'language') });

/**
 * The staff member chooses the backoffice language (docs/decisions/12-staff-run-directory.md §7): kept on the account (every page from the next
 * render on) and in this browser's language cookie (the next sign-in page). A form action (useActionState), so it
 * works without JavaScript. Logs `staff.locale`.
 */
export async function setStaffLanguageAction(_previous: FormState, form: FormData): Promise<FormState> {
  const result = await staffAction(async ({ staff, audit }) => {
    const parsed = staffLanguageSchema.safeParse({ locale: form.get('locale') });
    if (!parsed.success) return zodFailure(parsed.error);
    const { locale } = parsed.data;
    if (!(await setStaffLocale(prisma, staff.id, locale))) return { ok: false, error: 'unexpected' };
    await setStaffLanguageCookie(locale);
    audit('staff.locale', staff.email, { locale });
    revalidatePath('/backoffice', 'layout');
    return { ok: true, data: translatorFor(locale)('BackofficeSecurity.languageSaved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
