import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient, type Db } from '@/lib/db';
import { translatorFor } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/routing';
import { listUpcomingPickups } from '@/lib/shop/pickup/upcoming-pickups';
import { renderStoredEmail, storedEmailAttachments } from '@/lib/mail/render';
import { orderCalendarFile } from '@/emails/order-calendar';
import { signOrderLink } from '@/lib/shop/orders/order-receipt';
import { findOrderForGuest } from '@/lib/shop/orders/order-receipt-view';
import { changeOrderStatus } from '@/lib/shop/orders/order-status';
import { submitOrder } from '@/lib/shop/orders/place-order';
import { createTestProduct, orderRequest } from '../../fixtures/orders';
import { parseSingleEvent } from '../../support/calendar';

let db: Db;
beforeAll(() => {
  db = createPrismaClient();
});
afterAll(() => db.$disconnect());

async function placeOrder(locale: Locale) {
  const product = await createTestProduct(db, { quantity: 10 });
  const result = await submitOrder(db, orderRequest([{ productId: product.id, quantity: 2 }], { locale }));
  if (!result.ok) throw new Error(result.error);
  return { product, order: await db.order.findUniqueOrThrow({ where: { orderNumber: result.data.orderNumber } }) };
}

const readyLabel = { en: 'Ready for pickup', fr: 'Prête à être retirée', pt: 'Pronta para levantamento' } as const;
// What the old shipped e-mail said ("dispatched to the pickup point"); the footer's "mensagem foi enviada" is fine.
const shippingWords = /shipped|dispatched|expédiée|envoyée au point|encomenda foi enviada/i;

describe('order status a guest can follow (docs/decisions/13-pickup-order-journey.md §4)', () => {
  it('shows the stored shipped as "Ready for pickup" to staff and to guests in three languages (one OrderStatus message)', () => {
    for (const locale of ['en', 'fr', 'pt'] as const) {
      const t = translatorFor(locale);
      expect(t('OrderStatus.shipped')).toBe(readyLabel[locale]);
      expect(t('EmailOrder.status.shipped').toLowerCase()).toBe(readyLabel[locale].toLowerCase());
    }
  });

  it.each(['en', 'fr', 'pt'] as const)(
    'the %s ready e-mail says where and when to collect, links to the order only, and never speaks of shipping',
    async (locale) => {
      const { order } = await placeOrder(locale);
      expect(await changeOrderStatus(db, order.id, 'shipped')).toEqual({ ok: true, data: { status: 'shipped' } });
      const row = await db.outboxEmail.findFirstOrThrow({ where: { orderId: order.id, template: 'order-shipped' } });
      const { text } = await renderStoredEmail(row);
      expect(row.subject.toLowerCase()).toContain(readyLabel[locale].toLowerCase());
      expect(text).toContain(translatorFor(locale)('PickupLocations.vilamoura-office'));
      expect(text).toContain(order.pickupTime);
      expect(text).not.toMatch(shippingWords);
      const link = /https?:\/\/\S+\/checkout\/complete\/(CD[0-9A-Z]+)\?t=([\w.-]+)/.exec(text);
      expect(link?.[1]).toBe(order.orderNumber);
      // The link opens this order in any browser, and no other order.
      expect((await findOrderForGuest(db, order.orderNumber, { token: link![2] }, locale))?.owner).toBe(true);
      const other = await placeOrder(locale);
      expect((await findOrderForGuest(db, other.order.orderNumber, { token: link![2] }, locale))?.owner).toBe(false);
    },
  );

  it('the signed link expires after 90 days, and a forged one opens nothing', async () => {
    const { order } = await placeOrder('en');
    const secret = process.env.AUTH_SECRET!;
    const day = 24 * 60 * 60 * 1000;
    const fresh = signOrderLink(order.orderNumber, secret, new Date(Date.now() - 89 * day));
    const stale = signOrderLink(order.orderNumber, secret, new Date(Date.now() - 91 * day));
    expect((await findOrderForGuest(db, order.orderNumber, { token: fresh }, 'en'))?.owner).toBe(true);
    expect((await findOrderForGuest(db, order.orderNumber, { token: stale }, 'en'))?.owner).toBe(false);
    expect(
      (
        await findOrderForGuest(
          db,
          order.orderNumber,
          { token: signOrderLink(order.orderNumber, 'another secret') },
          'en',
        )
      )?.owner,
    ).toBe(false);
    expect((await findOrderForGuest(db, order.orderNumber, {}, 'en'))?.owner).toBe(false);
  });

  it("names the items in the guest's language while the product exists, in English once it is gone", async () => {
    const { order, product } = await placeOrder('pt');
    expect((await findOrderForGuest(db, order.orderNumber, {}, 'pt'))?.items.map((item) => item.name)).toEqual([
      product.namePt,
    ]);
    await db.product.delete({ where: { id: product.id } });
    expect((await findOrderForGuest(db, order.orderNumber, {}, 'pt'))?.items.map((item) => item.name)).toEqual([
      product.nameEn,
    ]);
  });
});

describe('add to calendar (docs/decisions/13-pickup-order-journey.md §5)', () => {
  it.each([
    ['2026-07-01', '10:00', '2026-07-01T09:00:00.000Z'], // summer: Lisbon is UTC+1
    ['2026-12-01', '10:00', '2026-12-01T10:00:00.000Z'], // winter: Lisbon is UTC
  ])(
    'a pickup on %s at %s Lisbon time starts at %s, at the office’s address, as long as its slot',
    (pickupDate, pickupTime, instant) => {
      const address = 'Marina de Vilamoura, 8125-409 Quarteira, Portugal';
      const order = {
        orderNumber: 'CDTEST12345',
        pickupLocation: 'vilamoura-office',
        pickupDate,
        pickupTime,
        pickupAddress: address,
      };
      const event = parseSingleEvent(orderCalendarFile({ ...order, pickupMinutes: 45 }, 'fr'));
      expect(new Date(event.start).toISOString()).toBe(instant);
      expect(new Date(event.end!).getTime() - new Date(event.start).getTime()).toBe(45 * 60 * 1000);
      // An order placed before pickup slots has no length: 30 minutes.
      const older = parseSingleEvent(orderCalendarFile(order, 'fr'));
      expect(new Date(older.end!).getTime() - new Date(older.start).getTime()).toBe(30 * 60 * 1000);
      // The place's name, then its street address, each once.
      expect(String(event.location)).toBe('Bureau de Vilamoura, Marina de Vilamoura, 8125-409 Quarteira, Portugal');
      expect(String(event.summary)).toContain('CDTEST12345');
    },
  );

  it('the order-confirmation e-mail carries the .ics of its pickup', async () => {
    const { order } = await placeOrder('fr');
    await changeOrderStatus(db, order.id, 'confirmed');
    const row = await db.outboxEmail.findFirstOrThrow({ where: { orderId: order.id, template: 'order-confirmation' } });
    const [attachment, ...more] = await storedEmailAttachments(row);
    expect(more).toEqual([]);
    expect(attachment.filename).toBe(`pickup-${order.orderNumber}.ics`);
    const event = parseSingleEvent(String(attachment.content));
    expect(String(event.summary)).toContain(order.orderNumber);
    expect(String(event.location)).toContain('Vilamoura');
    const newOrderRow = await db.outboxEmail.findFirstOrThrow({ where: { orderId: order.id, template: 'order-new' } });
    expect(await storedEmailAttachments(newOrderRow)).toEqual([]);
  });
});

describe("today's pickups for staff (docs/decisions/13-pickup-order-journey.md §6)", () => {
  it("lists today's and tomorrow's pickups in Lisbon by time, without cancelled ones, flagging those still pending a day before", async () => {
    const now = new Date('2031-03-10T09:00:00Z'); // Lisbon 09:00, a future day no other test uses
    const products: Record<string, string> = {};
    const at = async (pickupDate: string, pickupTime: string, status: 'pending' | 'confirmed' | 'cancelled') => {
      const { order, product } = await placeOrder('en');
      products[order.orderNumber] = product.namePt;
      await db.order.update({
        where: { id: order.id },
        data: { pickupDate: new Date(`${pickupDate}T00:00:00Z`), pickupTime, status },
      });
      return order.orderNumber;
    };
    const laterToday = await at('2031-03-10', '16:00', 'confirmed');
    const earlyToday = await at('2031-03-10', '11:00', 'pending');
    const tomorrowSoon = await at('2031-03-11', '08:30', 'pending');
    const tomorrowLate = await at('2031-03-11', '17:00', 'pending');
    await at('2031-03-10', '12:00', 'cancelled');
    await at('2031-03-12', '10:00', 'pending');
    const { today, tomorrow, pickups } = await listUpcomingPickups(db, 'pt', now);
    expect([today, tomorrow]).toEqual(['2031-03-10', '2031-03-11']);
    expect(pickups.map((pickup) => [pickup.orderNumber, pickup.late])).toEqual([
      [earlyToday, true],
      [laterToday, false],
      [tomorrowSoon, true],
      [tomorrowLate, false],
    ]);
    // Staff pack from their own language: the items carry the product's Portuguese name, not the English one kept on the order.
    expect(pickups[0]).toMatchObject({
      customerName: 'Ana Silva',
      customerPhone: '+351 912 345 678',
      items: [{ name: products[earlyToday], quantity: 2 }],
    });
  });
});
