import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { LOGIN_PATH } from '@/lib/staff/auth/config';
import { getStaffMember, type StaffIdentity } from '@/lib/staff/auth/require-staff';
import type { Locale } from '@/lib/i18n/routing';
/**
 * The data access layer's check (docs/decisions/11-staff-security.md §1): the staff member behind this request, read once per render. Without
 * a live staff session (none, expired, revoked, disabled account) no staff read runs: the request is sent to the
 * sign-in page instead, whether it is a document, an RSC request or a prefetch. The layout's own check only
 * redirects; Next renders a layout and its page in parallel, so the page's reads must not rely on it.
 */
export const currentStaff = cache(async (): Promise<StaffIdentity> => {
  const admin = await getStaffMember();
  if (!admin) redirect(LOGIN_PATH);
  return admin;
});

/**
 * currentStaff() for the pages only an admin may open (docs/decisions/11-staff-security.md §12: staff accounts and
 * settings): a `staff` account is sent to the dashboard before any read runs.
 */
export const currentAdmin = cache(async (): Promise<StaffIdentity> => {
  const admin = await currentStaff();
  if (admin.role !== 'admin') redirect('/backoffice');
  return admin;
});

/** Runs an admin-only read after currentAdmin(). */
export function adminRead<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    await currentAdmin();
    return read(...args);
  };
}

/** Runs a staff read after currentStaff(), in the staff member's language (product names and categories in it). */
export function staffReadIn<A extends unknown[], T>(
  read: (locale: Locale, ...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args) => read((await currentStaff()).locale, ...args);
}

/** Runs a staff read after currentStaff(). */
export function staffRead<A extends unknown[], T>(read: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    await currentStaff();
    return read(...args);
  };
}

/*
 * Each domain's guarded staff reads (lib/<domain>/staff-queries.ts) are built with staffRead or staffReadIn: uncached
 * (staff must see current stock and orders), each checks the session itself, so no page, RSC payload or prefetch
 * can reach staff data without one (docs/architecture.md "One way to data").
 */
