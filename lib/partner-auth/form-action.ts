import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { formStateOf, type FormState } from '@/lib/actions/form-state';
import type { ActionResult } from '@/lib/actions/result';
import { runAction } from '@/lib/actions/run';
import { getPathname } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';
import { translatorFor } from '@/lib/i18n/translator';
import { currentPartnerUser, type PartnerIdentity } from './session';

/**
 * The one shape of a partner-area form action (docs/membership.md "The partner keeps its page", "Booking requests to
 * the partner"): reads the partner session (without one: the sign-in page), runs `body` for the signed-in user in
 * the language of the form's hidden `locale` field (the action core: a known data error is a refusal, anything
 * else is logged and answered with `PartnerListing.errors.unexpected`), translates its refusal keys from
 * `PartnerListing.errors` and `Validation` and its answer (a full message key), and revalidates `path`, the page
 * the form is on. `submitted` comes back on a refusal. The function `body` calls checks the user's rights itself.
 */
export async function partnerFormAction(
  formData: FormData,
  path: string,
  body: (who: PartnerIdentity) => Promise<ActionResult<string>>,
  submitted: Record<string, unknown> = {},
): Promise<FormState> {
  const requested = formData.get('locale');
  const locale = isLocale(requested) ? requested : routing.defaultLocale;
  const who = await currentPartnerUser();
  if (!who) redirect(getPathname({ href: '/partner/login', locale }));
  const t = translatorFor(locale);
  const result = await runAction(
    t,
    {
      namespaces: ['PartnerListing.errors', 'Validation'],
      unexpected: 'PartnerListing.errors.unexpected',
      context: 'Partner action failed',
    },
    () => body(who),
  );
  revalidatePath(getPathname({ href: path, locale }));
  return formStateOf(result, {
    message: result.ok ? t(result.data as 'PartnerListing.hoursSaved') : undefined,
    submitted,
  });
}
