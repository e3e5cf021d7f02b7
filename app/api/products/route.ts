// GET /api/products?ids=1,2,3 — public data (name, price, stock) of enabled products, for refreshing a cart.
import { answerRoute, parseOrRefuse } from '@/lib/http/route-response';
import { getCartProducts } from '@/lib/shop/queries';
import * as z from '@/lib/validation/zod';

const querySchema = z.object({
  ids: z.pipe(
    z.string().check(z.regex(/^\d{1,9}(,\d{1,9}){0,49}$/, 'ids must be up to 50 comma-separated product ids')),
    z.transform((ids: string) => [...new Set(ids.split(',').map(Number))]),
  ),
});

export async function GET(request: Request) {
  return answerRoute(
    { context: 'GET /api/products failed', failure: { error: 'Failed to fetch products' } },
    async () => {
      const query = parseOrRefuse(
        querySchema,
        { ids: new URL(request.url).searchParams.get('ids') ?? '' },
        (error) => ({
          error: error.issues[0]?.message ?? 'Invalid query',
        }),
      );
      const products = await getCartProducts(query.ids);
      return Response.json({ products }, { headers: { 'Cache-Control': 'no-store' } });
    },
  );
}
