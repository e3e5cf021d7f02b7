import 'server-only';
import { cache } from 'react';
import type { Messages, NamespaceKeys, NestedKeyOf } from 'use-intl/core';
import { getMessages, getTranslations } from 'next-intl/server';
import { getStaffSession } from '@/lib/staff/auth/require-staff';
import { currentStaff } from '@/lib/staff/read-guard';
import type { Locale } from '@/lib/i18n/routing';
import { preSessionLocale } from '@/lib/i18n/staff-language';
import { formatterFor } from '@/lib/i18n/format';

/*
 * The backoffice speaks the signed-in staff member's language, kept on the account (docs/decisions/12-staff-run-directory.md §7). Staff pages live
 * outside the [locale] segment, so they pass that locale explicitly; lib/i18n/request.ts honours it. The staff
 * helpers check the staff session (currentStaff), like every staff read.
 */

/** The backoffice language of the signed-in staff member (redirects to sign-in without a session). */
export async function staffLocale(): Promise<Locale> {
  return (await currentStaff()).locale;
}

/** `getTranslations` in the staff member's language, for server components and actions of the backoffice. */
export async function getStaffTranslations<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  namespace?: N,
) {
  return getTranslations<N>({ locale: await staffLocale(), namespace });
}

/** Dates, numbers and euros formatted for the staff member's language (Europe/Lisbon time; see staff-format.ts). */
export async function getStaffFormatter() {
  return formatterFor(await staffLocale());
}

/**
 * The language of any backoffice page, signed in or not: the account's while a staff session exists (also one that
 * must still enrol its second factor), else preSessionLocale(). Read once per render. Redirects nowhere: the root
 * layout and the sign-in pages use it.
 */
export const backofficeLocale = cache(
  async (): Promise<Locale> => (await getStaffSession())?.locale ?? preSessionLocale(),
);

/** `getTranslations` in backofficeLocale(), for pages without a full staff session (sign-in, two-factor set-up). */
export async function getBackofficeTranslations<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  namespace?: N,
) {
  return getTranslations<N>({ locale: await backofficeLocale(), namespace });
}

/** Top-level message namespaces the backoffice's client components read besides the `Backoffice*` ones. */
const SHARED_NAMESPACES = ['OrderStatus', 'Validation', 'OpeningHours'];

/**
 * The messages the backoffice's client components need, in `locale`: every `Backoffice*` namespace plus the shared
 * ones (order status names, the public field rules' messages). The public catalogue stays on the server.
 */
export async function backofficeMessages(locale: Locale): Promise<Record<string, unknown>> {
  const all = (await getMessages({ locale })) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(all).filter(
      ([namespace]) => namespace.startsWith('Backoffice') || SHARED_NAMESPACES.includes(namespace),
    ),
  );
}
