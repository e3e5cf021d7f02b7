import * as z from '@/lib/validation/zod';
import { jsonIdSchema } from '@/lib/validation/ids';
import { MAX_LINE_QUANTITY } from '@/lib/shop/cart/limits';

/**
 * A cart line: the product id and quantity are what checkout sends; name, price, stock and image are a display
 * copy refreshed from the server (the server decides prices at checkout).
 */
const cartLineSchema = z.object({
  productId: jsonIdSchema,
  quantity: z.int().check(z.minimum(1), z.maximum(MAX_LINE_QUANTITY)),
  name: z.object({ en: z.string(), fr: z.string(), pt: z.string() }),
  /** Euros, two decimals. */
  price: z.string().check(z.regex(/^\d+\.\d{2}$/)),
  stock: z.int().check(z.minimum(0)),
  /** An image URL; carts saved before product images were URLs hold a file name under /products (docs/decisions/12-staff-run-directory.md §3). */
  image: z.nullable(
    z.pipe(
      z.string(),
      z.transform((image: string) => (image.startsWith('/') ? image : `/products/${image}`)),
    ),
  ),
});
export type CartLine = z.output<typeof cartLineSchema>;
const savedCartSchema = z.object({ lines: z.array(cartLineSchema) });

/** The lines of a saved cart, or null when what was saved does not have the cart's shape (docs/spec.md §4 Cart). */
export function parseSavedCart(saved: unknown): CartLine[] | null {
  const result = savedCartSchema.safeParse(saved);
  return result.success ? result.data.lines : null;
}
