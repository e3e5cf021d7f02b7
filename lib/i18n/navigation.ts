import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

export const { redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
// Links prefetch on intent, not as they scroll into view (docs/performance.md, "What loads at idle").
export { Link } from './intent-link';
