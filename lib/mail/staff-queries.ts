import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import { getOutboxEmail, listOutboxEmails } from './outbox';

/** The e-mail outbox's staff reads (docs/mail.md). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getOutboxPage = staffRead((page: number, orderId?: number) =>
  listOutboxEmails(prisma, { take: 50, skip: (page - 1) * 50, orderId }),
);
export const getOutboxPreview = staffRead((id: number) => getOutboxEmail(prisma, id));
