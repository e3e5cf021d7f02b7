// POST /api/email/order-new (docs/spec.md §7): queues the order's order-new e-mail.
import { emailRoute } from '@/lib/shop/orders/email-api-route';

export const POST = emailRoute('order-new');
