// The framework reference (docs/decisions/15-framework-ratios.md §1): the root layout of a bare Next.js App Router app, system font, no CSS.
export const metadata = { title: 'Bare Next.js page', description: 'The framework reference of the benchmarks.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
