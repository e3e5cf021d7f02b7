// GET /api/orders/{orderNumber}/calendar?locale=fr[&t=token] — the order's pickup as an .ics file (docs/decisions/13-pickup-order-journey.md §5),
// for the browser that placed the order (receipt cookie) or a holder of the signed e-mail link.
import { cookies } from 'next/headers';
import { answerRoute, parseOrRefuse, refuse } from '@/lib/http/route-response';
import { locales } from '@/lib/i18n/routing';
import { ORDER_RECEIPT_COOKIE } from '@/lib/shop/orders/order-receipt';
import { ORDER_NUMBER_PATTERN } from '@/lib/shop/orders/order-receipt-view';
import { getGuestOrderCalendar } from '@/lib/shop/queries';
import * as z from '@/lib/validation/zod';

const querySchema = z.object({
  orderNumber: z.string().check(z.regex(ORDER_NUMBER_PATTERN, 'orderNumber')),
  locale: z.optional(z.enum(locales)),
  t: z.optional(z.string().check(z.maxLength(80))),
});

export async function GET(request: Request, { params }: RouteContext<'/api/orders/[orderNumber]/calendar'>) {
  return answerRoute(
    {
      context: 'GET /api/orders/[orderNumber]/calendar failed',
      failure: { error: 'Failed to make the calendar file' },
    },
    async () => {
      const search = new URL(request.url).searchParams;
      const query = {
        orderNumber: (await params).orderNumber,
        locale: search.get('locale') ?? undefined,
        t: search.get('t') ?? undefined,
      };
      const {
        orderNumber,
        locale = 'en',
        t: token,
      } = parseOrRefuse(querySchema, query, { error: 'Invalid order link' });
      const calendar = await getGuestOrderCalendar(
        orderNumber,
        { receipt: (await cookies()).get(ORDER_RECEIPT_COOKIE)?.value, token },
        locale,
      );
      if (!calendar) refuse(404, { error: 'Order not found' });
      return new Response(calendar.file, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="${calendar.fileName}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  );
}
