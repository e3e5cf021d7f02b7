'use server';

import { headers } from 'next/headers';
import { after } from 'next/server';
import { prisma } from '@/lib/db';
import { kickOutbox } from '@/lib/mail/runner';
import { clientAddressKey } from '@/lib/rate-limit';
import { contactSubmissionSchema } from '@/lib/inbox/contact-schema';
import { partnershipSubmissionSchema } from '@/lib/inbox/partnership-schema';
import { submitContactMessage } from './contact';
import { formFields, formStateOf, type FormState } from '@/lib/actions/form-state';
import { submitPartnershipRequest } from './partnership';

/*
 * Form actions (docs/decisions/11-staff-security.md §7): `<form action>` posts here before hydration and without JavaScript, and the
 * browser's script calls the same functions after validating; both get the same answer as the form's state.
 */

/** Contact form (docs/spec.md §2 /contact): see submitContactMessage; the team's e-mail is delivered after the answer. */
export async function sendContactMessage(_previous: FormState, formData: FormData): Promise<FormState> {
  const raw = formFields(formData, Object.keys(contactSubmissionSchema.shape));
  const result = await submitContactMessage(prisma, raw, clientAddressKey(await headers()));
  if (result.ok) after(() => kickOutbox());
  return formStateOf(result, { submitted: raw });
}

/** Partnership form (docs/spec.md §2 /partnership): see submitPartnershipRequest; e-mail delivered after the answer. */
export async function sendPartnershipRequest(_previous: FormState, formData: FormData): Promise<FormState> {
  const raw = formFields(formData, Object.keys(partnershipSubmissionSchema.shape));
  const result = await submitPartnershipRequest(prisma, raw, clientAddressKey(await headers()));
  if (result.ok) after(() => kickOutbox());
  return formStateOf(result, { submitted: raw });
}
