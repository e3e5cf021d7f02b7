import type { Db } from '@/lib/db';
import type { Locale } from '@/lib/i18n/routing';
import { inLanguage } from '@/lib/i18n/fallback';

/*
 * What an activity entry's target names, for people (docs/activity.md): `product:12` reads as the product's name in
 * the staff member's language, `order:34` as its order number, `partner:5` as the partner's name. Targets that
 * name nothing stored any more, or other records, read as "#12"; `member-card:<id>` as the guest's name; `admin:<id>`
 * as the staff account's e-mail; targets
 * without a type (an e-mail typed at a sign-in, a date range) as they are.
 */

const NAMED = ['product', 'order', 'partner'] as const;

/** Splits "product:12" into its type and numeric id; null for any other target. */
function typedId(target: string): { type: string; id: number } | null {
  const match = /^([a-z-]+):(\d{1,10})$/.exec(target);
  return match ? { type: match[1], id: Number(match[2]) } : null;
}

/**
 * Readable names of activity targets, keyed by the stored target ("product:12" → "Azeite"), read in five queries
 * at most whatever the number of targets.
 * @param locale the staff member's language (product names).
 */
export async function activityTargetNames(
  db: Db,
  targets: (string | null)[],
  locale: Locale,
): Promise<Map<string, string>> {
  const ids: Record<(typeof NAMED)[number], number[]> = { product: [], order: [], partner: [] };
  for (const target of targets) {
    const typed = target ? typedId(target) : null;
    if (typed && (NAMED as readonly string[]).includes(typed.type))
      ids[typed.type as (typeof NAMED)[number]].push(typed.id);
  }
  const cardIds = targets.flatMap((target) => /^member-card:([0-9a-f-]{36})$/.exec(target ?? '')?.[1] ?? []);
  const adminIds = targets.flatMap((target) => {
    const typed = target ? typedId(target) : null;
    return typed?.type === 'admin' ? [typed.id] : [];
  });
  const [products, orders, partners, cards, admins] = await Promise.all([
    ids.product.length
      ? db.product.findMany({
          where: { id: { in: ids.product } },
          select: { id: true, nameEn: true, nameFr: true, namePt: true },
        })
      : [],
    ids.order.length
      ? db.order.findMany({ where: { id: { in: ids.order } }, select: { id: true, orderNumber: true } })
      : [],
    ids.partner.length
      ? db.partner.findMany({ where: { id: { in: ids.partner } }, select: { id: true, name: true } })
      : [],
    cardIds.length
      ? db.memberCard.findMany({ where: { id: { in: cardIds } }, select: { id: true, guestName: true } })
      : [],
    adminIds.length
      ? db.adminUser.findMany({ where: { id: { in: adminIds } }, select: { id: true, email: true } })
      : [],
  ]);
  const names = new Map<string, string>();
  for (const product of products)
    names.set(
      `product:${product.id}`,
      inLanguage({ en: product.nameEn, fr: product.nameFr, pt: product.namePt }, locale) ?? '',
    );
  for (const order of orders) names.set(`order:${order.id}`, order.orderNumber);
  for (const partner of partners) names.set(`partner:${partner.id}`, partner.name);
  for (const card of cards) names.set(`member-card:${card.id}`, card.guestName);
  for (const admin of admins) names.set(`admin:${admin.id}`, admin.email);
  for (const target of targets) {
    if (!target || names.has(target)) continue;
    const typed = typedId(target);
    names.set(target, typed ? `#${typed.id}` : target.replace(/^[a-z-]+:/, ''));
  }
  return names;
}
