'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { idSchema } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';
import { retryOutboxEmail } from './outbox';
import { kickOutbox } from './runner';

/**
 * Puts an outbox e-mail back in the queue, due now, and starts delivery (docs/decisions/05-mail-content-pages-inbox.md
 * §6 "Retry"): field `id`. A form action (works without JavaScript). A sign-in e-mail is refused (docs/mail.md
 * "Sign-in e-mails"): its link would sign in whoever got it.
 */
export const retryEmailAction = staffForm({
  fields: ['id'],
  schema: z.object({ id: idSchema }),
  run: async ({ id }, { audit, t }) => {
    audit('email.retry', `email:${id}`);
    const outcome = await retryOutboxEmail(prisma, id);
    if (outcome === 'missing') return specRefusal('emailNotFound');
    if (outcome === 'sign-in') return { ok: false, error: t('BackofficeEmails.signInNoRetry') };
    after(() => kickOutbox());
    revalidatePath('/backoffice/emails', 'layout');
    return { ok: true, data: t('BackofficeEmails.retried') };
  },
});
