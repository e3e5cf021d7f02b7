'use server';

import { submitEmailRequest } from '@/lib/actions/email-request';
import { formStateOf, type FormState } from '@/lib/actions/form-state';
import { prisma } from '@/lib/db';
import { translatorFor } from '@/lib/i18n/translator';
import { lisbonToday } from '@/lib/time';
import { sendCurrentCards } from './card-again';

/**
 * "Get my card again" (docs/membership.md "A card guests can always get"): fields `email`, `locale`. At most 5
 * requests per client address in 15 minutes and 3 per e-mail address in an hour, counted whether or not the address
 * has a card. The answer is the same either way, and it comes first: the cards are looked up and e-mailed after
 * the response is sent (submitEmailRequest), so its time tells nothing either.
 */
export async function requestCardAgainAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const answer = await submitEmailRequest(formData, {
    limit: { bucket: 'card-again', limit: 5, windowMinutes: 15 },
    recipientLimit: { bucket: 'card-again-recipient', limit: 3, windowMinutes: 60 },
    messages: {
      fixErrors: 'CardAgain.fixErrors',
      rateLimited: 'CardAgain.rateLimited',
      failed: 'CardAgain.failed',
      namespaces: ['Validation'],
    },
    send: (email) => sendCurrentCards(prisma, email, lisbonToday()),
  });
  if ('refused' in answer) return answer.refused;
  return formStateOf({ ok: true, data: null }, { message: translatorFor(answer.locale)('CardAgain.sent') });
}
