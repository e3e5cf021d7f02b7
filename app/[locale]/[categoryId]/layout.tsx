import { SegmentMessages } from '@/app/[locale]/_shell/client-messages';

/** The category messages for this segment's client components (lib/i18n/client-messages.ts). */
export default function Layout({ children, params }: LayoutProps<'/[locale]/[categoryId]'>) {
  return (
    <SegmentMessages segment="category" params={params}>
      {children}
    </SegmentMessages>
  );
}
