/** Title and introduction at the top of a content page. */
export function PageHeader({ title, intro, children }: { title: string; intro: string; children?: React.ReactNode }) {
  return (
    <header className="rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{title}</h1>
      {children}
      <p className="mt-4 max-w-3xl text-lg text-brand-100">{intro}</p>
    </header>
  );
}

/** A titled block of a content page, labelled by its heading. */
export function ContentSection({
  id,
  heading,
  children,
  className = '',
}: {
  id: string;
  heading: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`space-y-4 ${className}`}>
      <h2 id={id} className="text-2xl font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  );
}
