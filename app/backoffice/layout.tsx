import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: { default: 'Backoffice', template: '%s | Backoffice' },
  robots: { index: false, follow: false },
};

/** Root layout of the staff pages: English only (issue 4), outside the public shell. */
export default function BackofficeRootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-slate-50">{children}</body>
    </html>
  );
}
