// POST /api/order-receipt — stores the signed receipt of an order just placed as this browser's HttpOnly cookie.
import { appSecret } from '@/lib/secret';
import { handleOrderReceiptRequest } from '@/lib/shop/orders/order-receipt-route';

export async function POST(request: Request): Promise<Response> {
  return handleOrderReceiptRequest(request, appSecret());
}
