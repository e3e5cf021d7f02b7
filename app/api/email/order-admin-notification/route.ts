// POST /api/email/order-admin-notification (docs/spec.md §7): queues the order's order-admin-notification e-mail.
import { emailRoute } from '@/lib/shop/orders/email-api-route';

export const POST = emailRoute('order-admin-notification');
