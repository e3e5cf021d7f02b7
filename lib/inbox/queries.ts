import 'server-only';
import { prisma } from '@/lib/db';
import { countNewInbox, listInbox } from './inbox';

/** The staff inbox, newest first (see listInbox). Call only after requireAdmin(). */
export const getInbox = (status?: 'new' | 'handled') => listInbox(prisma, { status });

/** New inbox messages per kind (see countNewInbox). Call only after requireAdmin(). */
export const getNewInboxCounts = () => countNewInbox(prisma);
