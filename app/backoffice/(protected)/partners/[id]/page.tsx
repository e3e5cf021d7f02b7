import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PartnerControls } from '@/components/directory/staff/partner-controls';
import { PartnerForm } from '@/components/directory/staff/partner-form';
import { PartnerStatus } from '@/components/directory/staff/partner-status';
import { BookingModeForm, CounterUsers, OfferRulesForm } from '@/components/membership/staff/partner-membership-forms';
import { ProposalReview } from '@/components/membership/staff/proposal-review';
import { getPartnerMembership } from '@/lib/membership/staff-queries';
import { partnerFormChoices } from '@/lib/directory/staff-partner-page-data';
import { getPartnerForEdit } from '@/lib/directory/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { routeIdSchema } from '@/lib/validation/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficePartners'))('editTitle') };
}

/** /backoffice/partners/{id} — every field of one partner, publish, hide or show, delete, preview (docs/decisions/12-staff-run-directory.md §1, §6). */
export default async function EditPartnerPage({ params, searchParams }: PageProps<'/backoffice/partners/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const partner = id.success ? await getPartnerForEdit(id.data) : null;
  if (!partner) notFound();
  const [t, tMembers, choices, query, membership] = await Promise.all([
    getStaffTranslations('BackofficePartners'),
    getStaffTranslations('BackofficeMembers'),
    partnerFormChoices(),
    searchParams,
    getPartnerMembership(partner.id),
  ]);
  return (
    <div className="flex flex-col gap-4">
      <p>
        <Link href="/backoffice/partners" className="text-sm text-brand-700 underline">
          {t('backToList')}
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{partner.values.name}</h1>
        <PartnerStatus isDraft={partner.isDraft} isVisible={partner.isVisible} missing={partner.missing} />
      </div>
      {query.created && (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
          {t('createdDraft')}
        </p>
      )}
      {query.fromRequest && (
        <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
          {t('createdFromRequest')}
        </p>
      )}
      <p className="text-sm text-slate-700">
        {t('address', { path: `/${partner.categorySlug}/${partner.number}` })} ·{' '}
        {t('guestContent', { reviews: partner.reviews, bookings: partner.bookings })}
        {partner.requests.map((request) => (
          <span key={request.id}> · {t('fromRequest', { name: request.businessName })}</span>
        ))}
      </p>
      <ProposalReview partnerId={partner.id} proposal={membership.proposal} />
      <PartnerControls
        id={partner.id}
        name={partner.values.name}
        isDraft={partner.isDraft}
        isVisible={partner.isVisible}
        publicPath={`/${partner.categorySlug}/${partner.number}`}
      />
      <PartnerForm
        key={`${partner.categorySlug}-${partner.number}`}
        partnerId={partner.id}
        version={partner.version}
        initial={partner.values}
        {...choices}
        openingHours={partner.openingHours}
        seasons={partner.seasons}
        photos={partner.photos}
        logo={partner.logo}
      />
      <section
        aria-labelledby="membership-title"
        className="flex max-w-3xl flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4"
      >
        <h2 id="membership-title" className="text-lg font-semibold">
          {tMembers('membershipTitle')}
        </h2>
        <h3 className="font-semibold">{tMembers('rulesTitle')}</h3>
        <p className="text-sm text-slate-700">{tMembers('rulesIntro')}</p>
        <OfferRulesForm partnerId={partner.id} rules={membership.rules} version={partner.version} />
        <h3 className="font-semibold">{tMembers('usersTitle')}</h3>
        <p className="text-sm text-slate-700">{tMembers('usersIntro')}</p>
        <CounterUsers partnerId={partner.id} users={membership.users} />
        <h3 className="font-semibold">{tMembers('bookingTitle')}</h3>
        <BookingModeForm partnerId={partner.id} mode={membership.booking} />
      </section>
    </div>
  );
}
