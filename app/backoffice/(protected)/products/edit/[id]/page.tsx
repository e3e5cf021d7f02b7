import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { ProductForm } from '@/components/backoffice/product-form';
import { DeleteProductButton } from '@/components/backoffice/product-row-controls';
import { getProductForEdit } from '@/lib/backoffice/queries';
import { routeIdSchema } from '@/lib/validation/backoffice';

export const metadata: Metadata = { title: 'Edit product' };

/** /backoffice/products/edit/{id} — every field of one product; 'Product not found' for an unknown id. */
export default async function EditProductPage({ params }: PageProps<'/backoffice/products/edit/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const product = id.success ? await getProductForEdit(id.data) : null;
  if (!product) notFound();
  const initial = {
    nameEn: product.nameEn, nameFr: product.nameFr, namePt: product.namePt,
    descriptionEn: product.descriptionEn, descriptionFr: product.descriptionFr, descriptionPt: product.descriptionPt,
    categoryEn: product.categoryEn, categoryFr: product.categoryFr, categoryPt: product.categoryPt,
    price: product.price, quantity: product.quantity, position: product.position ?? '', enabled: product.enabled, images: product.images,
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Edit product #{product.id}</h1>
        <DeleteProductButton id={product.id} name={product.nameEn} redirectTo="/backoffice/products" />
      </div>
      <p className="text-sm text-slate-700">Stock {product.quantity}; {product.pendingDemand} in pending orders.</p>
      <ProductForm productId={product.id} initial={initial} />
    </div>
  );
}
