import type { ReactNode } from 'react';
import './globals.css';

// The <html> element is rendered by app/[locale]/layout.tsx (public pages) and app/backoffice/layout.tsx.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
