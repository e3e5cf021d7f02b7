'use server';

import { specRefusal } from '@/lib/actions/spec-messages';
import { revalidatePath } from 'next/cache';
import { staffForm } from '@/lib/actions/staff-form';
import { prisma } from '@/lib/db';
import { idSchema } from '@/lib/validation/ids';
import * as z from '@/lib/validation/zod';
import { inboxKinds, setInboxStatus } from './inbox';

/**
 * Marks an inbox message handled, or new again (docs/decisions/05-mail-content-pages-inbox.md §6): fields `kind`,
 * `id` and `status` ("new" or "handled"). A form action (works without JavaScript).
 */
export const setInboxStatusAction = staffForm({
  fields: ['kind', 'id', 'status'],
  schema: z.object({ kind: z.enum(inboxKinds), id: idSchema, status: z.enum(['new', 'handled']) }),
  run: async ({ kind, id, status }, { audit, t }) => {
    audit('inbox.status', `${kind}:${id}`, { status });
    if (!(await setInboxStatus(prisma, kind, id, status))) return specRefusal('messageNotFound');
    revalidatePath('/backoffice/inbox');
    return { ok: true, data: t('BackofficeInbox.saved') };
  },
});
