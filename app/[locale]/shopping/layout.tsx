import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The shop messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/shopping'>) {
  return (
    <SegmentMessages segment="shop" params={params}>
      {children}
    </SegmentMessages>
  );
}
