// GET /api/products?ids=1,2,3 — public data (name, price, stock) of enabled products, for refreshing a cart.
import * as z from '@/lib/validation/zod';
import { getCartProducts } from '@/lib/shop/queries';
import { reportUnexpectedError } from '@/lib/report-error';

const querySchema = z.object({
  ids: z.pipe(
    z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'ids must be up to 50 comma-separated product ids')),
    z.transform((ids: string) => [...new Set(ids.split(',').map(Number))]),
  ),
});

export async function GET(request: Request) {
  const parsed = querySchema.safeParse({ ids: new URL(request.url).searchParams.get('ids') ?? '' });
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? 'Invalid query' }, { status: 400 });
  }
  try {
    const products = await getCartProducts(parsed.data.ids);
    return Response.json({ products }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    reportUnexpectedError('GET /api/products failed', error);
    return Response.json({ error: 'Failed to fetch products' }, { status: 500 });
  }
}
