// POST /api/email/order-confirmation (docs/spec.md §7): queues the order's order-confirmation e-mail.
import { emailRoute } from '@/lib/shop/orders/email-api-route';

export const POST = emailRoute('order-confirmation');
