import { siteConfig } from '@/lib/site-config';

/** Sender of every e-mail: MAIL_FROM, else the default in lib/site-config.ts (docs/mail.md). */
export function mailFrom(): string {
  return process.env.MAIL_FROM?.trim() || siteConfig.mail.from;
}

/** The team's inbox for notifications: MAIL_TEAM_ADDRESS, else the default in lib/site-config.ts. */
export function teamAddress(): string {
  return process.env.MAIL_TEAM_ADDRESS?.trim() || siteConfig.mail.teamAddress;
}
