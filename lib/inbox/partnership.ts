import type { Db } from '@/lib/db';
import { translatorFor } from '@/lib/i18n/translator';
import { queueTeamNotification } from '@/lib/mail/queue';
import { partnershipSubmissionSchema } from '@/lib/inbox/partnership-schema';
import type { ActionResult } from '@/lib/actions/result';
import { submitPublicForm } from '@/lib/actions/public-action';
import { FORM_MESSAGES } from './form-messages';

/** At most 3 partnership requests per address per hour. */
export const PARTNERSHIP_RATE_LIMIT = { bucket: 'partnership-form', limit: 3, windowMinutes: 60 };

/**
 * Stores a partnership request (docs/spec.md §3 Partnership request) and, in the same transaction, queues the team's
 * notification with Reply-To the sender (docs/decisions/05-mail-content-pages-inbox.md §5). See submitPublicForm for validation, honeypot and limit.
 */
export function submitPartnershipRequest(
  db: Db,
  raw: unknown,
  clientKey: string,
): Promise<ActionResult<{ id: number | null }>> {
  return submitPublicForm(db, raw, clientKey, {
    schema: partnershipSubmissionSchema,
    limit: PARTNERSHIP_RATE_LIMIT,
    messages: FORM_MESSAGES,
    async store(tx, { businessName, contactName, email, phone, businessType, description, locale }) {
      const row = await tx.partnershipRequest.create({
        data: { businessName, contactName, email, phone, businessType, description, locale },
      });
      const type = translatorFor(locale)(`PartnershipForm.types.${businessType}`);
      await queueTeamNotification(tx, 'partnership-notification', {
        replyTo: email,
        data: {
          fields: [
            ['businessName', businessName],
            ['contactName', contactName],
            ['email', email],
            ['phone', phone],
            ['businessType', type],
          ],
          message: description,
          subjectDetail: businessName,
        },
      });
      return row.id;
    },
  });
}
