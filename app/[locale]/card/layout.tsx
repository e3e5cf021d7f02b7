import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The member card's messages for its client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/card'>) {
  return (
    <SegmentMessages segment="card" params={params}>
      {children}
    </SegmentMessages>
  );
}
