import type { Metadata } from 'next';
import Link from 'next/link';
import { buttonClass, secondaryButtonClass } from '@/components/ui/buttons';
import { DeleteProductButton, EnabledToggle, StockAdjuster } from '@/components/shop/staff/product-row-controls';
import { getStaffProducts } from '@/lib/shop/staff-queries';
import { getStaffFormatter, getStaffTranslations } from '@/lib/staff/translations';
import { EUROS } from '@/lib/i18n/format';
import { StaffTable } from '@/components/backoffice/staff-table';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getStaffTranslations('BackofficeProducts'))('title') };
}

/** /backoffice/products — every product, disabled ones too, in shop order (docs/decisions/04-backoffice.md §6). */
export default async function ProductsPage({ searchParams }: PageProps<'/backoffice/products'>) {
  const { q } = await searchParams;
  const search = typeof q === 'string' ? q.slice(0, 100) : '';
  const products = await getStaffProducts(search);
  const [t, format] = await Promise.all([getStaffTranslations('BackofficeProducts'), getStaffFormatter()]);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        <Link href="/backoffice/products/new" className={buttonClass}>
          {t('new')}
        </Link>
      </div>
      <form role="search" className="flex gap-2">
        <label htmlFor="product-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="product-search"
          name="q"
          type="search"
          defaultValue={search}
          placeholder={t('searchPlaceholder')}
          className="w-full max-w-sm rounded border border-slate-300 bg-white px-3 py-2"
        />
        <button type="submit" className={secondaryButtonClass}>
          {t('search')}
        </button>
      </form>
      {products.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <StaffTable
          caption={t('title')}
          tableClassName="min-w-[52rem]"
          nameColumn={2}
          columns={[
            { key: 'position', label: t('position') },
            { key: 'name', label: t('name') },
            { key: 'price', label: t('price'), align: 'right' },
            { key: 'stock', label: t('stock') },
            { key: 'adjustStock', label: t('adjustStock') },
            { key: 'shop', label: t('shop') },
            { key: 'actions', label: <span className="sr-only">{t('actions')}</span> },
          ]}
        >
          {products.map((product) => (
            <tr key={product.id} className="border-t border-slate-200 align-top">
              <td className="px-3 py-2">{product.position ?? '–'}</td>
              <td className="px-3 py-2">
                <Link href={`/backoffice/products/edit/${product.id}`} className="font-medium text-brand-700 underline">
                  {product.name}
                </Link>
                <div className="text-slate-600">{product.category}</div>
              </td>
              <td className="px-3 py-2 text-right">{format.number(Number(product.price), EUROS)}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                <span data-testid={`stock-${product.id}`}>{product.quantity}</span>
                <div className="text-xs text-slate-600">{t('pendingDemand', { count: product.pendingDemand })}</div>
              </td>
              <td className="px-3 py-2">
                <StockAdjuster id={product.id} name={product.name} />
              </td>
              <td className="px-3 py-2">
                <EnabledToggle id={product.id} name={product.name} enabled={product.enabled} />
              </td>
              <td className="px-3 py-2">
                <DeleteProductButton id={product.id} name={product.name} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </div>
  );
}
