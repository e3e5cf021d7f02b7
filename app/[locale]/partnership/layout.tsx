import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The partnership messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/partnership'>) {
  return (
    <SegmentMessages segment="partnership" params={params}>
      {children}
    </SegmentMessages>
  );
}
