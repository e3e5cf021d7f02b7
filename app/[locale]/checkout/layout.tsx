import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The checkout messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/checkout'>) {
  return (
    <SegmentMessages segment="checkout" params={params}>
      {children}
    </SegmentMessages>
  );
}
