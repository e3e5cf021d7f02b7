import * as z from '@/lib/validation/zod';
import { loginSchema } from '@/lib/shop/staff-schemas';

/**
 * The staff sign-in form (docs/spec.md §6; docs/decisions/11-staff-security.md §4): e-mail, password and, for an account with a second factor, the
 * authenticator app's code or a recovery code (optional in the form; the server asks for it when it is needed).
 */
export const signInSchema = z.extend(loginSchema, {
  code: z.optional(z.string().check(z.trim(), z.maxLength(64, 'codeOrRecovery'))),
});
