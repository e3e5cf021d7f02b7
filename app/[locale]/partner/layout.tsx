import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** Partner pages read the request (the partner session, the sign-in page's error): rendered per request, never cached. */
export const dynamic = 'force-dynamic';

/** The partner counter's messages for its client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/partner'>) {
  return (
    <SegmentMessages segment="partner" params={params}>
      {children}
    </SegmentMessages>
  );
}
