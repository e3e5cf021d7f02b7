// POST /api/email/order-shipped (docs/spec.md §7): queues the order's order-shipped e-mail.
import { emailRoute } from '@/lib/shop/orders/email-api-route';

export const POST = emailRoute('order-shipped');
