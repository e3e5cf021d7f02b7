import { notFound } from 'next/navigation';
import { HoursEditor } from '@/components/backoffice/hours-editor';
import { currentStaff } from '@/lib/backoffice/queries';
import { parseHoursFields } from '@/lib/validation/opening-hours';

/**
 * /backoffice/dev/hours-editor — a development-only demo of the hours editor (issue 12 §2): not found in
 * production builds, staff only otherwise. The form posts as a GET to itself and shows what parseHoursFields reads.
 */
export default async function HoursEditorDemo({ searchParams }: PageProps<'/backoffice/dev/hours-editor'>) {
  if (process.env.NODE_ENV === 'production') notFound();
  await currentStaff();
  const posted = new URLSearchParams(Object.entries(await searchParams).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])));
  const form = new FormData();
  posted.forEach((value, name) => form.set(name, value));
  const result = posted.has('openingHours') ? parseHoursFields(form) : null;
  return (
    <form className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-semibold">Hours editor (demo)</h1>
      <HoursEditor defaultHours={result?.success ? result.data.openingHours : undefined} defaultSeasons={result?.success ? result.data.seasons : undefined} />
      <button type="submit" className="self-start rounded bg-brand-700 px-4 py-2 text-white">Check</button>
      {result && <pre className="overflow-auto rounded bg-slate-100 p-3 text-xs">{JSON.stringify(result.success ? result.data : result.error.issues, null, 2)}</pre>}
    </form>
  );
}
