import type { ReactNode } from 'react';

// The <html> element and the stylesheets are in app/[locale]/layout.tsx (public pages) and app/backoffice/layout.tsx.
// No stylesheet here: see docs/performance.md, "One copy less of the stylesheet".
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
