// GET|POST /api/auth/* — Auth.js endpoints (session, CSRF, sign-in callback, sign-out).
import { handlers } from '@/auth';

export const { GET, POST } = handlers;
