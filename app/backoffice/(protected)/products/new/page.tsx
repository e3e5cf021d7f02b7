import type { Metadata } from 'next';
import { emptyProduct, ProductForm } from '@/components/backoffice/product-form';

export const metadata: Metadata = { title: 'New product' };

/** /backoffice/products/new — create a product (enabled by default). */
export default function NewProductPage() {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">New product</h1>
      <ProductForm initial={emptyProduct} />
    </div>
  );
}
