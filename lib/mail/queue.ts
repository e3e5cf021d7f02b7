import { createElement } from 'react';
import type { Tx } from '@/lib/db';
import { TeamNotification } from '@/emails/team-notification';
import {
  teamNotificationSubject,
  type TeamNotificationData,
  type TeamNotificationTemplate,
} from '@/lib/mail/templates';
import { teamAddress, teamLocale } from './config';
import { renderEmail } from './render';

/*
 * The outbox's generic queueing (docs/design.md: "E-mails never block or lose business data"): a row written inside
 * the caller's transaction, so a rolled-back change sends nothing; lib/mail/sender.ts delivers the rows after commit.
 * Each domain builds its own messages (the shop's order e-mails: lib/shop/orders/order-emails.ts) and hands them here or
 * writes its rows itself; lib/mail imports no domain.
 */

/**
 * Queues a notification to the team (booking, partnership, contact) in the team's language (teamLocale, not the
 * sender's: docs/mail.md), Reply-To the sender, rendered now (one per form submission, rate-limited: not worth deferring). @returns the outbox row's id.
 */
export async function queueTeamNotification(
  tx: Tx,
  template: TeamNotificationTemplate,
  { replyTo, data }: { replyTo: string; data: TeamNotificationData },
): Promise<number> {
  const language = teamLocale();
  const email = await renderEmail(
    teamNotificationSubject(template, data, language),
    createElement(TeamNotification, { template, data, locale: language }),
  );
  const row = await tx.outboxEmail.create({
    data: { template, to: teamAddress(), replyTo, locale: language, ...email },
    select: { id: true },
  });
  return row.id;
}
