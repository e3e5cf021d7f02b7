'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { clientAddressKey } from '@/lib/rate-limit';
import { submitContactMessage } from './contact';
import { submitPartnershipRequest } from './partnership';
import type { FormResult } from './submit';

/** Contact form (SPEC §2 /contact): see submitContactMessage; the team's e-mail is delivered after the answer. */
export async function sendContactMessage(raw: unknown): Promise<FormResult> {
  const result = await submitContactMessage(prisma, raw, clientAddressKey(await headers()));
  if (result.ok) after(() => kickOutbox());
  return result;
}

/** Partnership form (SPEC §2 /partnership): see submitPartnershipRequest; e-mail delivered after the answer. */
export async function sendPartnershipRequest(raw: unknown): Promise<FormResult> {
  const result = await submitPartnershipRequest(prisma, raw, clientAddressKey(await headers()));
  if (result.ok) after(() => kickOutbox());
  return result;
}
