'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
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
export async function retryEmailAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z.object({ id: idSchema }).safeParse({ id: formData.get('id') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    audit('email.retry', `email:${parsed.data.id}`);
    const outcome = await retryOutboxEmail(prisma, parsed.data.id);
    if (outcome === 'missing') return specRefusal('emailNotFound');
    if (outcome === 'sign-in') return { ok: false, error: t('BackofficeEmails.signInNoRetry') };
    after(() => kickOutbox());
    revalidatePath('/backoffice/emails', 'layout');
    return { ok: true, data: t('BackofficeEmails.retried') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
