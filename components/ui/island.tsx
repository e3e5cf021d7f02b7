import { Suspense, type ReactNode } from 'react';

/**
 * A client island that hydrates on its own: a Suspense boundary, so the page around it commits (and its header and
 * cart work) without waiting for the island's scripts, and the island hydrates in a task of its own once they have
 * arrived. The bundler lists every client module a page renders with the page's whole script group, its slowest
 * script (a form library) included (docs/performance.md, "The shell hydrates first").
 *
 * Only where the island needs JavaScript anyway, or on a page prerendered whole: in a streamed render (a page
 * rendered per request, the answer to a form posted without JavaScript), content that is not ready when the page's
 * first bytes are sent arrives later, out of place, and only a script puts it in place; without JavaScript it stays
 * hidden. The partner page's forms, which post without JavaScript, are therefore not islands.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
