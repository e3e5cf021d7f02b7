import type * as z from '@/lib/validation/zod';
import type { Db, Tx } from '@/lib/db';
import { consumeRateLimit, type RateLimit } from '@/lib/rate-limit';
import { inputTranslator, invalidInput } from '@/lib/validation/invalid-input';
import { SubmissionRefused, type SubmissionResult } from './submission';
import { reportUnexpectedError } from '@/lib/report-error';

/**
 * The common path of the directory forms (docs/decisions/03-partner-directory.md §5): parse untrusted input with `schema`; a filled honeypot
 * (`website`) answers success and stores nothing; then one transaction checks that the partner is visible,
 * counts the per-address `limit` and calls `store`. A refusal or failure rolls everything back and answers a
 * message in the guest's language; raw errors are only logged.
 */
export async function runPartnerSubmission<T extends { partnerId: number; website?: string }>(
  db: Db,
  raw: unknown,
  { schema, limit, addressKey, store }: {
    schema: z.ZodMiniType<T>;
    limit: RateLimit;
    /** Hashed client address (clientAddressKey). */
    addressKey: string;
    store: (tx: Tx, data: T) => Promise<{ id: number }>;
  },
): Promise<SubmissionResult> {
  const { t } = inputTranslator(raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return invalidInput(t, parsed.error, {
      // The hidden fields are never shown to the guest: an issue there is tampering.
      fieldOf: ([field]) => (typeof field === 'string' && !['partnerId', 'locale', 'website'].includes(field) ? field : undefined),
      namespaces: ['DirectoryValidation', 'Validation'],
      fixErrors: t('DirectoryForms.fixErrors'),
    });
  }
  if (parsed.data.website) return { ok: true, data: { id: null } };

  try {
    const created = await db.$transaction(async (tx) => {
      const partner = await tx.partner.findUnique({ where: { id: parsed.data.partnerId }, select: { isVisible: true, isDraft: true } });
      if (!partner?.isVisible || partner.isDraft) throw new SubmissionRefused('partnerNotFound');
      if (!(await consumeRateLimit(tx, limit, addressKey))) throw new SubmissionRefused('rateLimited');
      return store(tx, parsed.data);
    });
    return { ok: true, data: { id: created.id } };
  } catch (error) {
    if (error instanceof SubmissionRefused) return { ok: false, error: t(`DirectoryForms.${error.reason}`) };
    reportUnexpectedError(`Storing a ${limit.bucket} failed`, error);
    return { ok: false, error: t('DirectoryForms.unexpected') };
  }
}
