// Auth.js for the backoffice lives in lib (lib/staff/auth/auth-js.ts); this root file only hands its handlers to the
// route (app/api/auth/[...nextauth]/route.ts). Nothing in lib imports it (dependency rule lib-never-the-root-wiring).
export { handlers } from '@/lib/staff/auth/auth-js';
