import 'server-only';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { routing, type Locale } from '@/lib/i18n/routing';
import { clientAddressKey, consumeRateLimit, recipientKey, type RateLimit } from '@/lib/rate-limit';
import { reportUnexpectedError } from '@/lib/report-error';
import { emailAddress, honeypot } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { formFields, formStateOf, type FormState } from './form-state';
import { SubmissionRefused, submitPublicForm, type PublicFormMessages } from './public-action';

const emailRequestSchema = z.object({ email: emailAddress(), locale: z.enum(routing.locales), website: honeypot() });

/**
 * A visitor asks for something e-mailed to an address (a partner's sign-in link, a guest's cards; docs/membership.md
 * "Partner accounts", "A card guests can always get"): form fields `email`, `locale`, `website` (honeypot). The request
 * is counted against `limit` per client address and `recipientLimit` per e-mail address, whether or not anyone
 * uses the address, and nothing is looked up before the answer: `send` (the address trimmed and lower-cased, the
 * page's language) runs after the response has gone (Next's `after`; a failure is logged, the visitor was answered),
 * so neither the answer nor its time tells who has an account or a card. A filled honeypot is answered alike and
 * sends nothing.
 * @returns `{ refused }`, the form's state for a refusal (the address kept as typed), or `{ locale }` when accepted:
 * the caller then answers alike for every address.
 */
export async function submitEmailRequest(
  formData: FormData,
  {
    limit,
    recipientLimit,
    messages,
    send,
  }: {
    limit: RateLimit;
    recipientLimit: RateLimit;
    messages: PublicFormMessages;
    send: (email: string, locale: Locale) => Promise<unknown>;
  },
): Promise<{ refused: FormState } | { locale: Locale }> {
  const submitted = formFields(formData, ['email', 'locale', 'website']);
  const result = await submitPublicForm(prisma, submitted, clientAddressKey(await headers()), {
    schema: emailRequestSchema,
    limit,
    messages,
    check: async (tx, data) => {
      if (!(await consumeRateLimit(tx, recipientLimit, recipientKey(data.email))))
        throw new SubmissionRefused(messages.rateLimited);
    },
    store: async () => 0,
  });
  if (!result.ok) return { refused: formStateOf(result, { submitted }) };
  const locale = emailRequestSchema.shape.locale.safeParse(submitted.locale).data ?? routing.defaultLocale;
  if (result.data.id !== null) {
    const email = submitted.email.trim().toLowerCase();
    after(async () => {
      try {
        await send(email, locale);
      } catch (error) {
        reportUnexpectedError(`E-mail request (${limit.bucket}) failed`, error);
      }
    });
  }
  return { locale };
}
