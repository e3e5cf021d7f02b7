import type { OrderStatus } from '@/generated/prisma/client';
import { ORDER_STATUS_LABELS } from '@/lib/shop/order-status-values';

const colours: Record<OrderStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-blue-100 text-blue-900',
  shipped: 'bg-green-100 text-green-900',
  cancelled: 'bg-slate-200 text-slate-700',
};

/** An order status as a coloured label (text, so colour is never the only cue). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${colours[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
