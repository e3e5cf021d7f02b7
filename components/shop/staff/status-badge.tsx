import type { OrderStatus } from '@/lib/shop/orders/order-status-values';
import { getStaffTranslations } from '@/lib/staff/translations';

const colours: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  shipped: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-700',
  collected: 'bg-emerald-700 text-white',
  not_collected: 'bg-red-100 text-red-900',
};

/**
 * An order status as a coloured label (text, so colour is never the only cue), named as guests read it
 * (`OrderStatus`: the stored `shipped` reads "Ready for pickup", docs/decisions/13-pickup-order-journey.md §4), in the staff language.
 */
export async function StatusBadge({ status }: { status: OrderStatus }) {
  const t = await getStaffTranslations('OrderStatus');
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours[status]}`}>{t(status)}</span>;
}
