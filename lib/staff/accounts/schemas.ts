import { locales } from '@/lib/i18n/routing';
import { idSchema } from '@/lib/validation/ids';
import { staffEmailSchema } from '@/lib/staff/auth/login-schema';
import { MIN_ADMIN_PASSWORD_LENGTH } from '@/lib/staff/auth/accounts';
import { STAFF_ROLES } from '@/lib/staff/auth/roles';
import * as z from '@/lib/validation/zod';

/*
 * The staff account forms (docs/decisions/11-staff-security.md §12). Message keys are `BackofficeAccounts.errors`'s,
 * then BackofficeValidation's.
 */

/** An admin's invitation: the colleague's e-mail, role and backoffice language. */
export const inviteStaffSchema = z.object({
  email: staffEmailSchema,
  role: z.enum(STAFF_ROLES, 'role'),
  locale: z.enum(locales, 'language'),
});

/** One account's row form: which account, and for the role form the new role, for the status form `disabled`. */
export const accountRoleSchema = z.object({ id: idSchema, role: z.enum(STAFF_ROLES, 'role') });
export const accountStatusSchema = z.object({ id: idSchema, disabled: z.enum(['true', 'false']) });
export const accountIdSchema = z.object({ id: idSchema });

/** "Forgot password" on the sign-in page. */
export const forgotPasswordSchema = z.object({ email: staffEmailSchema });

/** The page a one-time link opens: the link's token and the new password, typed twice. */
export const setPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, 'linkInvalid'), z.maxLength(100, 'linkInvalid')),
    password: z
      .string()
      .check(z.minLength(MIN_ADMIN_PASSWORD_LENGTH, 'passwordTooShort'), z.maxLength(1024, 'tooLong')),
    confirm: z.string(),
  })
  .check(z.refine((form) => form.password === form.confirm, { message: 'passwordsDiffer', path: ['confirm'] }));
