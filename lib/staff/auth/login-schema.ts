import * as z from '@/lib/validation/zod';

/*
 * Staff sign-in validation. Messages are keys of the `BackofficeValidation` messages, shown in the staff member's
 * language (docs/decisions/12-staff-run-directory.md §7).
 */

/**
 * A staff account's e-mail address, one rule for the sign-in form, the server's sign-in and `npm run admin:create`
 * (README, "Run it"): something@somewhere without spaces, so the development account `admin@localhost` that
 * `npm run dev` prints signs in. It is an account name here, not a mailbox a message is sent to.
 */
export const STAFF_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;
export const staffEmailSchema = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(254, 'tooLong'), z.regex(STAFF_EMAIL_PATTERN, 'email'));

/** E-mail and password, as the server's sign-in checks them. */
export const loginSchema = z.object({
  email: staffEmailSchema,
  password: z.string().check(z.minLength(1, 'required'), z.maxLength(1024, 'tooLong')),
});

/**
 * The staff sign-in form (docs/spec.md §6; docs/decisions/11-staff-security.md §4): e-mail, password and, for an account with a second factor, the
 * authenticator app's code or a recovery code (optional in the form; the server asks for it when it is needed).
 */
export const signInSchema = z.extend(loginSchema, {
  code: z.optional(z.string().check(z.trim(), z.maxLength(64, 'codeOrRecovery'))),
});
