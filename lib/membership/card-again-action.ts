'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { formFields, formStateOf, type FormState } from '@/lib/actions/form-state';
import { SubmissionRefused, inputTranslator, submitPublicForm } from '@/lib/actions/public-action';
import { prisma } from '@/lib/db';
import { routing } from '@/lib/i18n/routing';
import { clientAddressKey, consumeRateLimit, recipientKey } from '@/lib/rate-limit';
import { reportUnexpectedError } from '@/lib/report-error';
import { lisbonToday } from '@/lib/time';
import { emailAddress, honeypot } from '@/lib/validation/fields';
import * as z from '@/lib/validation/zod';
import { sendCurrentCards } from './card-again';

const cardAgainSchema = z.object({ email: emailAddress(), locale: z.enum(routing.locales), website: honeypot() });

/** Requests one e-mail address may be answered, whoever asks, from however many client addresses. */
const RECIPIENT_LIMIT = { bucket: 'card-again-recipient', limit: 3, windowMinutes: 60 };

/**
 * "Get my card again" (docs/membership.md "A card guests can always get"): fields `email`, `locale`. At most 5
 * requests per client address in 15 minutes and 3 per e-mail address in an hour, counted whether or not the address
 * has a card. The answer is the same either way, and it comes first: the cards are looked up and e-mailed after
 * the response is sent, so its time tells nothing either.
 */
export async function requestCardAgainAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const submitted = formFields(formData, ['email', 'locale', 'website']);
  const result = await submitPublicForm(prisma, submitted, clientAddressKey(await headers()), {
    schema: cardAgainSchema,
    limit: { bucket: 'card-again', limit: 5, windowMinutes: 15 },
    messages: {
      fixErrors: 'CardAgain.fixErrors',
      rateLimited: 'CardAgain.rateLimited',
      failed: 'CardAgain.failed',
      namespaces: ['Validation'],
    },
    check: async (tx, data) => {
      if (!(await consumeRateLimit(tx, RECIPIENT_LIMIT, recipientKey(data.email))))
        throw new SubmissionRefused('CardAgain.rateLimited');
    },
    store: async () => 0,
  });
  if (!result.ok) return formStateOf(result, { submitted });
  if (result.data.id !== null) {
    const email = submitted.email;
    after(() =>
      sendCurrentCards(prisma, email, lisbonToday()).catch((error) =>
        reportUnexpectedError('Sending cards again failed', error),
      ),
    );
  }
  return formStateOf({ ok: true, data: null }, { message: inputTranslator(submitted).t('CardAgain.sent') });
}
