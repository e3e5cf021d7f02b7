import type { ReactNode } from 'react';

/**
 * A titled panel of a staff page (a form to issue a card, an import, a hand-over): a section named by its h2 (`id`
 * links them), an optional line of introduction, then its content.
 */
export function StaffSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </section>
  );
}
