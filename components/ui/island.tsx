import { Suspense, type ReactNode } from 'react';

/**
 * A client island that hydrates on its own: a Suspense boundary, so the page around it commits (and its header and
 * cart work) without waiting for the island's scripts, and the island hydrates in a task of its own once they have
 * arrived. The bundler lists every client module a page renders with the page's whole script group, its slowest
 * script (a form library) included (docs/performance.md, "The shell hydrates first"). The server renders the
 * children in place, so the HTML is unchanged.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
