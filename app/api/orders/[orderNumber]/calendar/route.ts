// GET /api/orders/{orderNumber}/calendar?locale=fr[&t=token] — the order's pickup as an .ics file (docs/decisions/13-pickup-order-journey.md §5),
// for the browser that placed the order (receipt cookie) or a holder of the signed e-mail link.
import { cookies } from 'next/headers';
import { prisma } from '@/lib/db';
import { locales } from '@/lib/i18n/routing';
import { reportUnexpectedError } from '@/lib/report-error';
import { orderCalendarFile, orderCalendarFileName } from '@/lib/shop/order-calendar';
import { mayViewOrder, ORDER_RECEIPT_COOKIE } from '@/lib/shop/order-receipt';
import { appSecret } from '@/lib/secret';
import { findOrderForGuest, ORDER_NUMBER_PATTERN } from '@/lib/shop/order-receipt-view';
import * as z from '@/lib/validation/zod';

const querySchema = z.object({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER_PATTERN, 'orderNumber')),
  locale: z.optional(z.enum(locales)),
  t: z.optional(z.string().check(z.maxLength(80))),
});

export async function GET(request: Request, { params }: RouteContext<'/api/orders/[orderNumber]/calendar'>) {
  const search = new URL(request.url).searchParams;
  const parsed = querySchema.safeParse({
    orderNumber: (await params).orderNumber,
    locale: search.get('locale') ?? undefined,
    t: search.get('t') ?? undefined,
  });
  if (!parsed.success) return Response.json({ error: 'Invalid order link' }, { status: 400 });
  const { orderNumber, locale = 'en', t: token } = parsed.data;
  try {
    const proof = { receipt: (await cookies()).get(ORDER_RECEIPT_COOKIE)?.value, token };
    // An order this request may not see answers like an unknown one, before the database is asked anything.
    const order = mayViewOrder(orderNumber, proof, appSecret()) ? await findOrderForGuest(prisma, orderNumber, proof, locale) : null;
    if (!order?.owner) return Response.json({ error: 'Order not found' }, { status: 404 });
    const file = orderCalendarFile({ ...order, pickupDate: order.pickupDate.toISOString().slice(0, 10) }, locale);
    return new Response(file, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${orderCalendarFileName(order.orderNumber)}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    reportUnexpectedError('GET /api/orders/[orderNumber]/calendar failed', error);
    return Response.json({ error: 'Failed to make the calendar file' }, { status: 500 });
  }
}
