import 'server-only';
import { prisma } from '@/lib/db';
import { staffRead } from '@/lib/staff/read-guard';
import { listInbox } from './inbox';

/** The inbox's staff read (docs/decisions/05-mail-content-pages-inbox.md §6). Each checks the staff session first (lib/staff/read-guard.ts). */
export const getInbox = staffRead((status?: 'new' | 'handled') => listInbox(prisma, { status }));
