import { after } from 'next/server';
import { prisma } from '@/lib/db';
import type { OrderEmailTemplate } from '@/lib/mail/templates';
import { handleEmailApiRequest } from './email-api';
import { kickOutbox } from '@/lib/mail/runner';

/** The POST handler of one e-mail endpoint: see handleEmailApiRequest; delivery starts after the answer. */
export function emailRoute(template: OrderEmailTemplate) {
  return async function POST(request: Request): Promise<Response> {
    const response = await handleEmailApiRequest(prisma, request, template);
    if (response.ok) after(() => kickOutbox());
    return response;
  };
}
