/**
 * Staff roles (docs/decisions/11-staff-security.md §12): `admin` may do everything, staff accounts and settings
 * included; `staff` everything else. An unknown stored value reads as `staff`, the lesser role.
 */
export const STAFF_ROLES = ['admin', 'staff'] as const;

/** One staff role: `admin` or `staff`. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The role a stored `admin_users.role` grants: `admin` only when it says so, else `staff`. */
export function staffRole(stored: string): StaffRole {
  return stored === 'admin' ? 'admin' : 'staff';
}
