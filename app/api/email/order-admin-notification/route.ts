// POST /api/email/order-admin-notification (SPEC §7): queues the order's order-admin-notification e-mail.
import { emailRoute } from '@/lib/mail/email-route';

export const POST = emailRoute('order-admin-notification');
