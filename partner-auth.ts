// Auth.js for partner users lives in lib (lib/partner-auth/auth-js.ts); this root file only hands its handlers to the
// route (app/api/partner-auth/[...nextauth]/route.ts). Nothing in lib imports it (lib-never-the-root-wiring).
export { partnerHandlers } from '@/lib/partner-auth/auth-js';
