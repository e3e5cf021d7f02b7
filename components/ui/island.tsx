import { Activity, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A client island that hydrates on its own: a Suspense boundary, so the page around it commits (and its header and
 * cart work) without waiting for the island's scripts, and the island hydrates in a task of its own once they have
 * arrived. The bundler lists every client module a page renders with the page's whole script group, its slowest
 * script (a form library) included (docs/performance.md, "The shell hydrates first").
 *
 * Only where the island needs JavaScript anyway: React's server writes a boundary of more than 500 bytes that
 * would end past the page's first 12.8 kB (every page here) after the rest of the page, out of place, and only a
 * script puts it in place; without JavaScript it stays hidden. For a form that posts without JavaScript, use
 * hydratesApart.
 */
export function Island({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}

/**
 * `Component` inside an Activity boundary made by its own client module, so React hydrates it apart from the page:
 * later, at a lower priority, in slices that yield to the browser, instead of inside the page's one long hydration
 * task (total blocking time; docs/performance.md, "The partner page hydrates in slices"). Not a Suspense boundary:
 * React's server writes a large Suspense boundary's content after the page's first bytes, out of place, and only a
 * script puts it in place (a form posted without JavaScript would stay hidden); an Activity boundary's content is
 * always written in place. Unlike Island, the page's own hydration still waits for the module's scripts.
 * @example export const ReviewForm = hydratesApart(function ReviewForm({ partnerId }: { partnerId: number }) { … });
 */
export function hydratesApart<Props extends object>(Component: ComponentType<Props>) {
  function HydratesApart(props: Props) {
    return (
      <Activity mode="visible">
        <Component {...props} />
      </Activity>
    );
  }
  HydratesApart.displayName = `HydratesApart(${Component.displayName ?? Component.name})`;
  return HydratesApart;
}
