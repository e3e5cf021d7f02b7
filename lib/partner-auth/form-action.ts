import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { formAction, type FormSpec } from '@/lib/actions/form-action';
import type { FormState } from '@/lib/actions/form-state';
import { runAction } from '@/lib/actions/run';
import { getPathname } from '@/lib/i18n/navigation';
import { isLocale, routing } from '@/lib/i18n/routing';
import { translatorFor, type Translator } from '@/lib/i18n/translator';
import type * as z from '@/lib/validation/zod';
import { currentPartnerUser, type PartnerIdentity } from './session';

export { noField } from '@/lib/actions/form-action';

/** What a partner-area form action's write gets: the signed-in partner user, and `t` in the form's language. */
export type PartnerContext = { who: PartnerIdentity; t: Translator };

/**
 * The one shape of a partner-area form action (docs/membership.md "The partner keeps its page", "Booking requests to
 * the partner"): formAction with the partner session read first (without one: the sign-in page), `run` for the
 * signed-in user in the language of the form's hidden `locale` field (the action core: a known data error is a
 * refusal, anything else is logged and answered with `PartnerListing.errors.unexpected`), refusal keys translated
 * from `PartnerListing.errors` and `Validation`, and `path`, the page the form is on, revalidated. The function
 * `run` calls checks the user's rights itself: the partner comes from the session, never from the form.
 */
export function partnerForm<Schema extends z.ZodMiniType, T = string>(
  spec: FormSpec<Schema, PartnerContext, T> & { path: string },
): (previous: FormState, formData: FormData) => Promise<FormState<T>> {
  return formAction(async (formData, body) => {
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
      () => body({ who, t }),
    );
    revalidatePath(getPathname({ href: spec.path, locale }));
    return result;
  }, spec);
}
