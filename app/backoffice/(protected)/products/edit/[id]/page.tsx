import { notFound } from 'next/navigation';
import type { Metadata } from 'next';
import { ProductForm } from '@/components/shop/staff/product-form';
import { DeleteProductButton } from '@/components/shop/staff/product-row-controls';
import { getProductForEdit } from '@/lib/shop/staff-queries';
import { getStaffTranslations } from '@/lib/staff/translations';
import { routeIdSchema } from '@/lib/validation/ids';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeProducts'))('editTitle') };
}

/**
 * /backoffice/products/edit/{id} — every field of one product; 'Product not found' for an unknown id. `?created=1`
 * (the create form's redirect) says the product was created.
 */
export default async function EditProductPage({ params, searchParams }: PageProps<'/backoffice/products/edit/[id]'>) {
  const id = routeIdSchema.safeParse((await params).id);
  const product = id.success ? await getProductForEdit(id.data) : null;
  if (!product) notFound();
  const t = await getStaffTranslations('BackofficeProducts');
  const initial = {
    nameEn: product.nameEn,
    nameFr: product.nameFr,
    namePt: product.namePt,
    descriptionEn: product.descriptionEn,
    descriptionFr: product.descriptionFr,
    descriptionPt: product.descriptionPt,
    categoryEn: product.categoryEn,
    categoryFr: product.categoryFr,
    categoryPt: product.categoryPt,
    price: product.price,
    quantity: product.quantity,
    position: product.position ?? '',
    enabled: product.enabled,
    images: product.images,
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('editHeading', { id: product.id })}</h1>
        <DeleteProductButton id={product.id} name={product.name} />
      </div>
      <p className="text-sm text-slate-700">
        {t('stockLine', { quantity: product.quantity, pending: product.pendingDemand })}
      </p>
      <ProductForm
        productId={product.id}
        version={product.version}
        initial={initial}
        created={(await searchParams).created === '1'}
      />
    </div>
  );
}
