import type { PublicFormMessages } from '@/lib/actions/public-action';
import { SubmissionRefused } from '@/lib/actions/public-action';
import type { Tx } from '@/lib/db';

/** Spam guards of the directory forms: at most `limit` submissions per client address per hour. */
export const REVIEW_LIMIT = { bucket: 'review', limit: 5, windowMinutes: 60 };
export const BOOKING_LIMIT = { bucket: 'booking-request', limit: 5, windowMinutes: 60 };

/** The messages of the directory forms (docs/decisions/03-partner-directory.md §5). */
export const DIRECTORY_FORM_MESSAGES: PublicFormMessages = {
  fixErrors: 'DirectoryForms.fixErrors',
  rateLimited: 'DirectoryForms.rateLimited',
  failed: 'DirectoryForms.unexpected',
  namespaces: ['DirectoryValidation', 'Validation'],
};

/** The hidden fields of the directory forms: the page fills them in; an issue there is tampering. */
export const DIRECTORY_HIDDEN_FIELDS = ['partnerId', 'locale', 'website'];

/** Refuses a submission for a partner guests cannot see (hidden, draft or unknown), inside its transaction. */
export async function requireVisiblePartner(tx: Tx, { partnerId }: { partnerId: number }): Promise<void> {
  const partner = await tx.partner.findUnique({ where: { id: partnerId }, select: { isVisible: true, isDraft: true } });
  if (!partner?.isVisible || partner.isDraft) throw new SubmissionRefused('DirectoryForms.partnerNotFound');
}
