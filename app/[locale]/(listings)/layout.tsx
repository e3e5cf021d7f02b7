import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The listing messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]'>) {
  return (
    <SegmentMessages segment="listing" params={params}>
      {children}
    </SegmentMessages>
  );
}
