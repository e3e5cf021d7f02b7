import { getTranslations } from 'next-intl/server';
import { ContentSection } from './page-header';

const timeline = ['t1', 't2', 't3', 't4', 't5'] as const;
const curiosities = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7'] as const;
const activities = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'] as const;
const values = ['v1', 'v2', 'v3', 'v4'] as const;
const team = ['m1', 'm2', 'm3'] as const;

/** The marina film: a local file with a poster, native keyboard-operable controls, never autoplayed. */
export async function AboutVideo() {
  const t = await getTranslations('AboutPage.video');
  return (
    <ContentSection id="about-video" heading={t('heading')}>
      <figure className="space-y-2">
        <video
          controls
          preload="none"
          muted
          playsInline
          poster="/about/marina-video-poster.webp"
          aria-describedby="about-video-description"
          className="aspect-video w-full rounded-lg bg-slate-900"
        >
          <source src="/about/marina-sunset.webm" type="video/webm" />
          {t('fallback')}
        </video>
        <figcaption className="text-sm text-slate-700">{t('caption')}</figcaption>
        <p id="about-video-description" className="sr-only">
          {t('description')}
        </p>
      </figure>
    </ContentSection>
  );
}

/** History and timeline (docs/spec.md §2 About). */
export async function AboutHistory() {
  const t = await getTranslations('AboutPage');
  return (
    <div className="grid gap-10 lg:grid-cols-2">
      <ContentSection id="about-history" heading={t('history.heading')}>
        <p>{t('history.p1')}</p>
        <p>{t('history.p2')}</p>
      </ContentSection>
      <ContentSection id="about-timeline" heading={t('timeline.heading')}>
        <ol className="space-y-3 border-l-2 border-brand-600 pl-5">
          {timeline.map((key) => (
            <li key={key}>
              <p className="font-semibold text-brand-700">{t(`timeline.items.${key}.year`)}</p>
              <p>{t(`timeline.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
    </div>
  );
}

/** The 7 curiosities and the things to do. */
export async function AboutCuriosities() {
  const t = await getTranslations('AboutPage');
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      <ContentSection id="about-curiosities" heading={t('curiosities.heading')}>
        <ol className="grid gap-3 sm:grid-cols-2">
          {curiosities.map((key, index) => (
            <li key={key} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-4">
              <span aria-hidden="true" className="font-bold text-accent-600">
                {index + 1}.
              </span>
              <span>{t(`curiosities.items.${key}`)}</span>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection id="about-activities" heading={t('activities.heading')}>
        <ul className="list-disc space-y-2 pl-5">
          {activities.map((key) => (
            <li key={key}>{t(`activities.items.${key}`)}</li>
          ))}
        </ul>
      </ContentSection>
    </div>
  );
}

/** Location, values and team. */
export async function AboutCompany() {
  const t = await getTranslations('AboutPage');
  return (
    <>
      <ContentSection id="about-location" heading={t('location.heading')}>
        <p>{t('location.text')}</p>
      </ContentSection>
      <ContentSection id="about-values" heading={t('values.heading')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((key) => (
            <li key={key} className="rounded-lg bg-brand-50 p-4">
              <h3 className="font-semibold">{t(`values.items.${key}.title`)}</h3>
              <p className="mt-1">{t(`values.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
      <ContentSection id="about-team" heading={t('team.heading')}>
        <p>{t('team.text')}</p>
        <ul className="grid gap-4 sm:grid-cols-3">
          {team.map((key) => (
            <li key={key} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold">{t(`team.members.${key}.role`)}</h3>
              <p className="mt-1 text-slate-700">{t(`team.members.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  );
}
