'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { revalidatePath } from 'next/cache';
import type { FormState } from '@/lib/actions/form-state';
import { zodFailure } from '@/lib/actions/messages';
import { staffAction, staffFormState } from '@/lib/actions/staff-action';
import { prisma } from '@/lib/db';
import { idSchema } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';
import { inboxKinds, setInboxStatus } from './inbox';

/**
 * Marks an inbox message handled, or new again (docs/decisions/05-mail-content-pages-inbox.md §6): fields `kind`,
 * `id` and `status` ("new" or "handled"). A form action (works without JavaScript).
 */
export async function setInboxStatusAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const parsed = z
    .object({ kind: z.enum(inboxKinds), id: idSchema, status: z.enum(['new', 'handled']) })
    .safeParse({ kind: formData.get('kind'), id: formData.get('id'), status: formData.get('status') });
  const result = await staffAction(async ({ audit, t }) => {
    if (!parsed.success) return zodFailure(parsed.error);
    const { kind, id, status } = parsed.data;
    audit('inbox.status', `${kind}:${id}`, { status });
    if (!(await setInboxStatus(prisma, kind, id, status))) return specRefusal('messageNotFound');
    revalidatePath('/backoffice/inbox');
    return { ok: true, data: t('BackofficeInbox.saved') };
  });
  return staffFormState(result, { message: result.ok ? result.data : undefined });
}
