import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The contact messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/contact'>) {
  return (
    <SegmentMessages segment="contact" params={params}>
      {children}
    </SegmentMessages>
  );
}
