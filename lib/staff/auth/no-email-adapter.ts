import type { Adapter } from 'next-auth/adapters';

/**
 * The staff Auth.js instance's adapter, which signs no one in (docs/membership.md "Partner accounts"): the staff use
 * credentials and JWT sessions (auth.ts) and need none. Auth.js checks its configuration with flags kept for the whole
 * process (@auth/core lib/utils/assert.js: `hasEmail`), so once the partner instance, which signs in by e-mail, has
 * answered one request, every staff request would be refused with "Email login requires an adapter". This adapter
 * answers that check; the staff instance has no e-mail provider, so none of its methods is ever reached.
 */
export const noEmailSignIn: Adapter = {
  async getUserByEmail() {
    return null;
  },
  async createVerificationToken() {
    throw new Error('Staff do not sign in by e-mail');
  },
  async useVerificationToken() {
    return null;
  },
};
