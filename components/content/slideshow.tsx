'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** Slides of the About page: local files under public/about/, texts in AboutPage.slideshow.slides. */
export const slides = ['marina', 'golf', 'beach', 'sunset'] as const;
const INTERVAL_MS = 6000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribe(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
/** True when the person asked for reduced motion (and on the server, so nothing moves before we know). */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(reducedMotionQuery).matches,
    () => true,
  );
}

/**
 * The About page's slideshow (docs/spec.md §2 About): previous/next and play/pause buttons (keyboard operable, arrow
 * keys too), an announced position, and no automatic rotation when reduced motion is preferred or it is paused.
 */
export function Slideshow() {
  const t = useTranslations('AboutPage.slideshow');
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reducedMotion;
  const go = (step: number) => setIndex((current) => (current + step + slides.length) % slides.length);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing]);

  const slide = slides[index];
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={t('heading')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(-1);
        if (event.key === 'ArrowRight') go(1);
      }}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
    >
      <figure aria-roledescription="slide" aria-label={t('position', { current: index + 1, total: slides.length })}>
        <Image
          src={`/about/${slide}.webp`}
          alt={t(`slides.${slide}.alt`)}
          width={1200}
          height={750}
          className="aspect-[16/10] w-full object-cover"
        />
        <figcaption className="px-4 pt-3 font-medium">{t(`slides.${slide}.caption`)}</figcaption>
      </figure>
      <div className="flex flex-wrap items-center gap-2 p-4">
        <button
          type="button"
          onClick={() => go(-1)}
          className="rounded border border-slate-300 px-3 py-2 hover:bg-slate-50"
        >
          <span aria-hidden="true">←</span> {t('previous')}
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          className="rounded border border-slate-300 px-3 py-2 hover:bg-slate-50"
        >
          {t('next')} <span aria-hidden="true">→</span>
        </button>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused(!paused)}
            className="rounded border border-slate-300 px-3 py-2 hover:bg-slate-50"
          >
            {paused ? t('play') : t('pause')}
          </button>
        )}
        <p aria-live={playing ? 'off' : 'polite'} className="ml-auto text-sm text-slate-700">
          {t('position', { current: index + 1, total: slides.length })}
        </p>
      </div>
    </div>
  );
}
