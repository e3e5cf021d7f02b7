import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content is wider than the screen (a wide table on a phone), reachable and
 * scrollable by keyboard: a focusable region named by `label` (WCAG 2.1.1; axe's scrollable-region-focusable), even
 * when nothing inside it can take the focus.
 */
export function ScrollBox({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  // `relative`: visually hidden labels (absolutely positioned) stay inside the scrolling box, not beyond the page.
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
