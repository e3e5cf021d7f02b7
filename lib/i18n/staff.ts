import 'server-only';
import type { Messages, NamespaceKeys, NestedKeyOf } from 'use-intl/core';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { currentStaff } from '@/lib/backoffice/queries';
import type { Locale } from './routing';

/*
 * The backoffice speaks the signed-in staff member's language, kept on the account (issue 12 §7). Staff pages live
 * outside the [locale] segment, so they pass that locale explicitly; lib/i18n/request.ts honours it. Each helper
 * checks the staff session (currentStaff), like every staff read.
 */

/** The backoffice language of the signed-in staff member (redirects to sign-in without a session). */
export async function staffLocale(): Promise<Locale> {
  return (await currentStaff()).locale;
}

/** `getTranslations` in the staff member's language, for server components and actions of the backoffice. */
export async function getStaffTranslations<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(namespace?: N) {
  return getTranslations<N>({ locale: await staffLocale(), namespace });
}

/** Dates, numbers and euros formatted for the staff member's language (Europe/Lisbon time). */
export async function getStaffFormatter() {
  return getFormatter({ locale: await staffLocale() });
}

/** All messages of the staff member's language, for the backoffice's NextIntlClientProvider. */
export async function getStaffMessages() {
  return getMessages({ locale: await staffLocale() });
}
