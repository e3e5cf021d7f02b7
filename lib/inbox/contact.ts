import type { Db } from '@/lib/db';
import { queueTeamNotification } from '@/lib/mail/queue';
import { contactSubmissionSchema } from '@/lib/inbox/contact-schema';
import type { ActionResult } from '@/lib/actions/result';
import { submitPublicForm } from '@/lib/actions/public-action';
import { FORM_MESSAGES } from './form-messages';

/** At most 5 contact messages per address per hour. */
export const CONTACT_RATE_LIMIT = { bucket: 'contact-form', limit: 5, windowMinutes: 60 };

/**
 * Stores a contact message (docs/spec.md §3 Contact message) and, in the same transaction, queues the team's
 * notification with Reply-To the sender (docs/decisions/05-mail-content-pages-inbox.md §5). See submitPublicForm for validation, honeypot and limit.
 */
export function submitContactMessage(
  db: Db,
  raw: unknown,
  clientKey: string,
): Promise<ActionResult<{ id: number | null }>> {
  return submitPublicForm(db, raw, clientKey, {
    schema: contactSubmissionSchema,
    limit: CONTACT_RATE_LIMIT,
    messages: FORM_MESSAGES,
    async store(tx, { name, phone, email, subject, message, locale }) {
      const row = await tx.contactMessage.create({ data: { name, phone, email, subject, message, locale } });
      const fields: [string, string][] = [
        ['name', name],
        ['email', email],
        ['phone', phone],
        ['subject', subject],
      ];
      await queueTeamNotification(tx, 'contact-notification', {
        replyTo: email,
        data: { fields: fields.filter(([, value]) => value), message, subjectDetail: subject },
      });
      return row.id;
    },
  });
}
