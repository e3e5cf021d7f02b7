/**
 * The e-mails whose link signs in whoever opens it (docs/mail.md "Sign-in e-mails"): staff see that one was sent, to
 * whom and when, never its body, and cannot send it again (a partner asks for a new link on the sign-in page).
 */
export const SIGN_IN_TEMPLATES: readonly string[] = ['partner-sign-in', 'staff-invitation', 'staff-password-reset'];

/** Whether an outbox row of `template` is a sign-in e-mail (SIGN_IN_TEMPLATES). */
export const isSignInEmail = (template: string) => SIGN_IN_TEMPLATES.includes(template);
