'use client';

import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';

/**
 * The links the shell's server components render (header, footer, the menu without JavaScript): `Link`, as a client
 * module of the shell's own. The bundler maps a client module rendered by both the shell and a page to the page's
 * whole script group, so the shell's `Link` would hydrate only once the page's last island script (the checkout's form
 * library) has arrived; this one comes with the shell's scripts (docs/performance.md, "The shell hydrates first").
 */
export function ShellLink(props: ComponentProps<typeof Link>) {
  return <Link {...props} />;
}
