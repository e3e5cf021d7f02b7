import type { Metadata } from 'next';
import { emptyProduct, ProductForm } from '@/components/shop/staff/product-form';
import { getStaffTranslations } from '@/lib/staff/translations';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeProducts'))('new') };
}

/** /backoffice/products/new — create a product (enabled by default). */
export default async function NewProductPage() {
  const t = await getStaffTranslations('BackofficeProducts');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold">{t('new')}</h1>
      <ProductForm initial={emptyProduct} />
    </div>
  );
}
