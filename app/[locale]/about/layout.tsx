import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The about messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/about'>) {
  return (
    <SegmentMessages segment="about" params={params}>
      {children}
    </SegmentMessages>
  );
}
