import { isLocale, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';

/** Sender of every e-mail: MAIL_FROM, else the default in lib/site-config.ts (docs/mail.md). */
export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || siteConfig.mail.from;
}

/** The team's inbox for notifications: MAIL_TEAM_ADDRESS, else the default in lib/site-config.ts. */
export function teamAddress(): string {
  return process.env.MAIL_TEAM_ADDRESS?.trim() || siteConfig.mail.teamAddress;
}

/** The team's language when MAIL_TEAM_LANGUAGE is unset or names no language of the site: the team is Portuguese. */
export const DEFAULT_TEAM_LOCALE: Locale = 'pt';

/**
 * The language of the team's notices (order notifications, booking, partnership and contact notifications):
 * MAIL_TEAM_LANGUAGE (`en`, `fr` or `pt`), else Portuguese, whatever the guest's language (docs/mail.md).
 */
export function teamLocale(): Locale {
  const value = process.env.MAIL_TEAM_LANGUAGE?.trim();
  return isLocale(value) ? value : DEFAULT_TEAM_LOCALE;
}
