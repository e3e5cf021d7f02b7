import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The staff sign-in page: open to everyone, so not among staffRoutes(). */
export const STAFF_LOGIN = '/backoffice/login';

/**
 * Staff pages (app/backoffice, the login page aside) and staff route handlers (app/api/backoffice), as URL patterns
 * (`/backoffice/orders/edit/[id]`), found in the app/ tree at test time: a page added later is in the list.
 */
export function staffRoutes(): string[] {
  const found: string[] = [];
  const walk = (dir: string, file: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, file);
      else if (entry.name === file) {
        const segments = path
          .relative('app', dir)
          .split(path.sep)
          .filter((segment) => !/^\(.*\)$/.test(segment));
        found.push(`/${segments.join('/')}`);
      }
    }
  };
  walk('app/backoffice', 'page.tsx');
  walk('app/api/backoffice', 'route.ts');
  return found.filter((route) => route !== STAFF_LOGIN);
}
