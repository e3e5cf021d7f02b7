import type * as z from '@/lib/validation/zod';
import type { Db, Tx } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { consumeRateLimit, type RateLimit } from '@/lib/rate-limit';
import type { Result } from '@/lib/result';
import { inputTranslator, invalidInput } from '@/lib/validation/invalid-input';
import { reportUnexpectedError } from '@/lib/report-error';

/** A form submission's answer: the stored row's id (null when a honeypot dropped it silently). */
export type FormResult = Result<{ id: number | null }>;

/**
 * One public form submission (docs/decisions/05-mail-content-pages-inbox.md §5), in the shape every form shares: validate with the form's zod schema,
 * then in ONE transaction count the address against the rate limit, store the submission and queue its e-mail,
 * so a refused or failed step leaves nothing behind. A filled honeypot (`website`) answers success and stores
 * nothing. Messages are in the form's language. Never throws.
 * @param clientKey the hashed client address (clientAddressKey) the limit counts.
 */
export async function submitPublicForm<Schema extends z.ZodMiniType<{ locale: Locale; website?: string }>>(
  db: Db,
  raw: unknown,
  clientKey: string,
  { schema, limit, store }: { schema: Schema; limit: RateLimit; store: (tx: Tx, data: z.output<Schema>) => Promise<number> },
): Promise<FormResult> {
  const { t } = inputTranslator(raw);
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    return invalidInput(t, parsed.error, {
      fieldOf: ([field]) => (field !== undefined && field !== 'locale' ? String(field) : undefined),
      fixErrors: t('Forms.fixErrors'),
    });
  }
  if (parsed.data.website) return { ok: true, data: { id: null } };
  try {
    const id = await db.$transaction(async (tx) => {
      if (!(await consumeRateLimit(tx, limit, clientKey))) return null;
      return store(tx, parsed.data);
    });
    if (id === null) return { ok: false, error: t('Forms.rateLimited') };
    return { ok: true, data: { id } };
  } catch (error) {
    reportUnexpectedError(`Storing a ${limit.bucket} submission failed`, error);
    return { ok: false, error: t('Forms.failed') };
  }
}
