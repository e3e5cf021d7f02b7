import type { LocationView } from '@/lib/directory/partners';
import type { Locale } from '@/lib/i18n/routing';
import { ServerImage } from '@/components/ui/server-image';

/**
 * The town a guest filters by (docs/decisions/12-staff-run-directory.md §4): its image and description, in the guest's language, above the
 * partners found there. Text staff left empty and a missing image are simply not shown.
 */
export function TownIntro({ town, locale }: { town: LocationView; locale: Locale }) {
  return (
    <section
      aria-labelledby="town-intro"
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white sm:flex-row"
    >
      {town.image && (
        <div className="relative aspect-[16/9] sm:aspect-auto sm:w-64 sm:shrink-0">
          <ServerImage src={town.image} alt="" fill sizes="(min-width: 640px) 16rem, 100vw" className="object-cover" />
        </div>
      )}
      <div className="space-y-1 p-4">
        <h2 id="town-intro" className="text-xl font-semibold">
          {town.name}
        </h2>
        {town.description[locale] && <p className="text-slate-700">{town.description[locale]}</p>}
      </div>
    </section>
  );
}
